import ArrKit
import RadarrAPI

/// A film a lookup found, as every front end shows it.
public struct LookupRow: Sendable, Hashable, Identifiable {
    /// Its TMDB id, which adds it.
    public let id: Int
    /// "Arrival (2016)".
    public let title: String
    /// Its overview, "" without one.
    public let overview: String
    /// Its id in the library when it is there already.
    public let libraryId: Int?
}

extension AddMovieViewModel {
    /// What the lookup found, in its order.
    public var rows: [LookupRow] {
        (results.value ?? []).map { result in
            LookupRow(
                id: result.movie.tmdbId, title: RadarrLabels.title(result.movie.title, year: result.movie.year),
                overview: result.movie.overview ?? "", libraryId: result.libraryId)
        }
    }

    /// The server's quality profiles.
    public var qualityChoices: [FormChoice] {
        choices.qualityProfiles.map(FormChoice.init)
    }

    /// The server's root folders, with their free space when it says.
    public var folderChoices: [FormChoice] {
        choices.rootFolders.map(FormChoice.init)
    }

    /// When the film counts as available, as Radarr offers it.
    public var availabilityChoices: [FormChoice] {
        [MinimumAvailability.announced, .inCinemas, .released].map {
            FormChoice(value: $0.wireName, label: RadarrLabels.availability($0))
        }
    }

    /// The question before adding the film with TMDB id `id`, naming it and where it goes;
    /// nil when the lookup has no such film.
    public func addQuestion(for id: Int) -> String? {
        guard let row = rows.first(where: { $0.id == id }) else { return nil }
        return "Add \(row.title) to Radarr?"
            + (options.searchOnAdd ? " Radarr searches its indexers for it at once." : "")
    }

    /// Takes a form's options by value (of the choices above) and adds the film with TMDB id `id`.
    public func add(
        tmdbId id: Int, qualityProfile: String?, rootFolder: String?, availability: String?, monitored: Bool,
        searchOnAdd: Bool
    ) async {
        if let value = qualityProfile.flatMap(Int.init), choices.qualityProfiles.contains(where: { $0.id == value }) {
            options.qualityProfileId = value
        }
        if let folder = rootFolder, choices.rootFolders.contains(where: { $0.path == folder }) {
            options.rootFolderPath = folder
        }
        if let availability, availabilityChoices.contains(where: { $0.value == availability }) {
            options.minimumAvailability = availability
        }
        options.monitored = monitored
        options.searchOnAdd = searchOnAdd
        guard let result = results.value?.first(where: { $0.movie.tmdbId == id }) else { return }
        await add(result)
    }
}
