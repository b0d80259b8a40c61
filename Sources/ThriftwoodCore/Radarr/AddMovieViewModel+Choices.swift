import ArrKit
import RadarrAPI

extension AddMovieViewModel {
    /// What the lookup found, in its order, by TMDB id.
    public var offers: [LookupOffer] {
        (results.value ?? []).map { result in
            LookupOffer(
                id: String(result.movie.tmdbId), title: RadarrLabels.title(result.movie.title, year: result.movie.year),
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
    public var availabilityChoices: [FormChoice] { RadarrLabels.availabilityChoices }

    /// The question before adding the film with TMDB id `key`, naming it and where it goes;
    /// nil when the lookup has no such film.
    public func addQuestion(for key: String) -> String? {
        guard let offer = offers.first(where: { $0.id == key }) else { return nil }
        return "Add \(offer.title) to Radarr?"
            + (options.searchOnAdd ? " Radarr searches its indexers for it at once." : "")
    }

    /// The question's fields: monitored, search now, profile, folder, availability.
    public var questionFields: [AddQuestionField] {
        [
            .toggle("monitored", "Monitored", isOn: options.monitored) { [weak self] in self?.options.monitored = $0 },
            .toggle("searchOnAdd", "Search for it now", isOn: options.searchOnAdd) { [weak self] in
                self?.options.searchOnAdd = $0
            },
            .choice("quality", "Quality profile", qualityChoices, chosen: options.qualityProfileId.map(String.init)) {
                [weak self] in self?.options.qualityProfileId = Int($0)
            },
            .choice("folder", "Root folder", folderChoices, chosen: options.rootFolderPath) { [weak self] in
                self?.options.rootFolderPath = $0
            },
            .choice(
                "availability", "Minimum availability", availabilityChoices, chosen: options.minimumAvailability
            ) { [weak self] in self?.options.minimumAvailability = $0 },
        ]
    }

    /// Adds the film with TMDB id `key` with the options as chosen.
    public func add(offer key: String) async {
        guard let result = results.value?.first(where: { String($0.movie.tmdbId) == key }) else { return }
        await add(result)
    }
}
