import ArrKit
import LidarrAPI

/// An artist a lookup found, as every front end shows it.
public struct ArtistLookupRow: Sendable, Hashable, Identifiable {
    /// Their MusicBrainz id, which adds them.
    public let id: String
    /// Their name, with what tells them apart when Lidarr says.
    public let title: String
    /// Their description, "" without one.
    public let overview: String
    /// Their id in the library when they are there already.
    public let libraryId: Int?
}

extension AddArtistViewModel {
    /// Every artist the lookup found, as a list's lines (their type, first genre and what tells
    /// them apart as facts).
    public var resultLines: [LookupLine] {
        (results.value ?? []).map { artist in
            let facts = [artist.artistType ?? "", artist.genres?.first ?? "", artist.disambiguation ?? ""]
                .filter { !$0.isEmpty }.joined(separator: " · ")
            return LookupLine(
                title: artist.artistName, facts: facts, inLibrary: artist.isInLibrary, overview: artist.overview ?? "")
        }
    }

    /// What the lookup found (a result without a MusicBrainz id cannot be added).
    public var rows: [ArtistLookupRow] {
        (results.value ?? []).compactMap { artist in
            guard let key = artist.foreignArtistId else { return nil }
            return ArtistLookupRow(
                id: key, title: artist.artistName + (artist.disambiguation.map { " (\($0))" } ?? ""),
                overview: artist.overview ?? "", libraryId: artist.isInLibrary ? artist.id : nil)
        }
    }

    /// The server's quality profiles.
    public var qualityChoices: [FormChoice] {
        qualityProfiles.map(FormChoice.init)
    }

    /// The server's metadata profiles.
    public var metadataChoices: [FormChoice] {
        metadataProfiles.map { FormChoice(value: String($0.id), label: $0.name) }
    }

    /// The server's root folders, with their free space when it says.
    public var folderChoices: [FormChoice] {
        rootFolders.map(FormChoice.init)
    }

    /// Which albums to monitor.
    public var monitorFormChoices: [FormChoice] {
        ArtistMonitorPreset.allCases.map { FormChoice(value: $0.rawValue, label: MusicText.monitorWords($0)) }
    }

    /// The monitor preset chosen (of ``monitorFormChoices``).
    public var monitorChoice: String { choice.monitor.rawValue }

    /// The question before adding the artist with MusicBrainz id `id`, naming them.
    public func addQuestion(for id: String) -> String? {
        rows.first { $0.id == id }.map { "Add \($0.title) to Lidarr?" }
    }

    /// Takes a form's options by value (of the choices above) and adds the artist with MusicBrainz id `id`.
    public func add(
        musicBrainzId id: String, qualityProfile: String?, metadataProfile: String?, rootFolder: String?,
        monitor: String?, searchForMissing: Bool
    ) async {
        if let value = qualityProfile.flatMap(Int.init), qualityProfiles.contains(where: { $0.id == value }) {
            qualityProfileId = value
        }
        if let value = metadataProfile.flatMap(Int.init), metadataProfiles.contains(where: { $0.id == value }) {
            metadataProfileId = value
        }
        if let folder = rootFolder, rootFolders.contains(where: { $0.path == folder }) { rootFolderPath = folder }
        if let chosen = monitor.flatMap(ArtistMonitorPreset.init(rawValue:)) { choice.monitor = chosen }
        choice.searchForMissing = searchForMissing
        guard let found = results.value?.first(where: { $0.foreignArtistId == id }) else { return }
        await add(found)
    }
}
