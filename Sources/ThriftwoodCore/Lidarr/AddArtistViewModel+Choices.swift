import ArrKit
import LidarrAPI

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

    /// What the lookup found, by MusicBrainz id (a result without one cannot be added).
    public var offers: [LookupOffer] {
        (results.value ?? []).compactMap { artist in
            guard let key = artist.foreignArtistId else { return nil }
            return LookupOffer(
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

    /// The question before adding the artist with MusicBrainz id `key`, naming them.
    public func addQuestion(for key: String) -> String? {
        offers.first { $0.id == key }.map { "Add \($0.title) to Lidarr?" }
    }

    /// The question's fields: search now, quality and metadata profiles, folder, monitor.
    public var questionFields: [AddQuestionField] {
        [
            .toggle("searchForMissing", "Search for missing albums now", isOn: choice.searchForMissing) {
                [weak self] in self?.choice.searchForMissing = $0
            },
            .choice("quality", "Quality profile", qualityChoices, chosen: qualityProfileId.map(String.init)) {
                [weak self] in self?.qualityProfileId = Int($0)
            },
            .choice("metadata", "Metadata profile", metadataChoices, chosen: metadataProfileId.map(String.init)) {
                [weak self] in self?.metadataProfileId = Int($0)
            },
            .choice("folder", "Root folder", folderChoices, chosen: rootFolderPath) { [weak self] in
                self?.rootFolderPath = $0
            },
            .choice("monitor", "Monitor", monitorFormChoices, chosen: monitorChoice) { [weak self] value in
                if let chosen = ArtistMonitorPreset(rawValue: value) { self?.choice.monitor = chosen }
            },
        ]
    }

    /// Adds the artist with MusicBrainz id `key` with the options as chosen.
    public func add(offer key: String) async {
        guard let found = results.value?.first(where: { $0.foreignArtistId == key }) else { return }
        await add(found)
    }
}
