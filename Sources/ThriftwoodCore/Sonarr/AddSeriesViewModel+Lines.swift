import ArrKit
import SonarrAPI

extension AddSeriesViewModel {
    /// Every series the lookup found, as a list's lines (network and seasons as its facts).
    public var resultLines: [LookupLine] {
        (results.value ?? []).map { series in
            let facts = [series.network ?? "", "\(series.seasons.filter { $0.seasonNumber > 0 }.count) seasons"]
                .filter { !$0.isEmpty }.joined(separator: " · ")
            return LookupLine(
                title: TitleLabel.withYear(series.title, year: series.year), facts: facts,
                inLibrary: series.isInLibrary, overview: series.overview ?? "")
        }
    }

    /// The options the next add uses, in one line.
    public var optionsLine: String {
        let profile = qualityProfiles.first { $0.id == choice.qualityProfileId }?.name ?? "–"
        let language = languageProfileName.map { " · Language: \($0)" } ?? ""
        return "Profile: \(profile)\(language) · Folder: \(choice.rootFolderPath ?? "–") · "
            + "Monitor: \(RadarrLabels.words(choice.monitor.wireName)) · \(SonarrLabels.seriesType(choice.seriesType))"
            + " · Season folders: \(choice.seasonFolder ? "yes" : "no")"
            + " · Search on add: \(choice.searchForMissing ? "yes" : "no")"
    }

    /// Whether the server has language profiles to choose from (Sonarr v3).
    public var offersLanguages: Bool { !languageProfiles.isEmpty }

    /// The next quality profile in the server's order.
    public func cycleQualityProfile() {
        if let next = qualityProfiles.cycled(after: { $0.id == choice.qualityProfileId }) {
            choice.qualityProfileId = next.id
        }
    }

    /// The next root folder in the server's order.
    public func cycleRootFolder() {
        if let next = rootFolders.cycled(after: { $0.path == choice.rootFolderPath }) {
            choice.rootFolderPath = next.path
        }
    }
}

extension AddSeriesViewModel: LookupAddForm {
    /// What can be typed to look a series up.
    public var lookupPrompt: String { "a title, tvdb:ID, tmdb:ID or imdb:ttID" }

    /// What an empty lookup says.
    public var nothingFound: String { "No series found." }

    /// The page's heading.
    public var addHeading: String { "Add a series" }

    /// An example of what to look up.
    public var lookupExample: String { "A title, or tvdb:81189" }

    /// A series is added by its TVDB id.
    public var offerField: String { "tvdb" }

    /// A series' screen.
    public func libraryRoute(of id: Int, on server: String?) -> AppRoute { .series(id, on: server) }

    /// What an answer for a series no longer in the lookup says.
    public var offerGone: String { "That series is no longer in the lookup; look it up again." }

    /// The options a key changes (the language profile only on a server that has them).
    public var addOptions: [AddOption] {
        [
            AddOption("p", "profile", name: "quality") { [weak self] in self?.cycleQualityProfile() },
            AddOption("t", "folder", name: "folder") { [weak self] in self?.cycleRootFolder() },
            AddOption("m", "monitor", name: "monitor") { [weak self] in self?.cycleMonitor() },
            AddOption("y", "type", name: "type") { [weak self] in self?.cycleSeriesType() },
            AddOption("f", "season folders", name: "seasonFolder") { [weak self] in self?.choice.seasonFolder.toggle()
            },
            AddOption("S", "search on add", name: "search") { [weak self] in self?.choice.searchForMissing.toggle() },
        ]
            + (offersLanguages
                ? [AddOption("l", "language", name: "language") { [weak self] in self?.cycleLanguageProfile() }] : [])
    }
}
