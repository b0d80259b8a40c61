import ArrKit
import RadarrAPI

extension AddMovieViewModel {
    /// Every film the lookup found, as a list's lines.
    public var resultLines: [LookupLine] {
        (results.value ?? []).map { result in
            LookupLine(
                title: RadarrLabels.title(result.movie.title, year: result.movie.year), facts: "",
                inLibrary: result.libraryId != nil, overview: result.movie.overview ?? "")
        }
    }

    /// The options the next add uses, in one line.
    public var optionsLine: String {
        let profile = choices.qualityProfiles.first { $0.id == options.qualityProfileId }?.name ?? "–"
        return "Profile: \(profile) · Folder: \(options.rootFolderPath ?? "–") · "
            + "\(options.monitored ? "Monitored" : "Unmonitored") · Min: \(options.minimumAvailability) · "
            + "Search on add: \(options.searchOnAdd ? "yes" : "no")"
    }

    /// The next quality profile in the server's order.
    public func cycleQualityProfile() {
        if let next = choices.qualityProfiles.cycled(after: { $0.id == options.qualityProfileId }) {
            options.qualityProfileId = next.id
        }
    }

    /// The next root folder in the server's order.
    public func cycleRootFolder() {
        if let next = choices.rootFolders.cycled(after: { $0.path == options.rootFolderPath }) {
            options.rootFolderPath = next.path
        }
    }

    /// The next availability Radarr offers.
    public func cycleAvailability() {
        let all = [MinimumAvailability.announced, .inCinemas, .released].map(\.wireName)
        options.minimumAvailability = all.cycled(after: options.minimumAvailability) ?? options.minimumAvailability
    }
}

extension AddMovieViewModel: LookupAddForm {
    /// What can be typed to look a film up.
    public var lookupPrompt: String { "a title, tmdb:ID or imdb:ttID" }

    /// What an empty lookup says.
    public var nothingFound: String { "No films found." }

    /// The page's heading.
    public var addHeading: String { "Add a movie" }

    /// An example of what to look up.
    public var lookupExample: String { "A title, or tmdb:603" }

    /// A film is added by its TMDB id.
    public var offerField: String { "tmdb" }

    /// A film's screen.
    public func libraryRoute(of id: Int, on server: String?) -> AppRoute { .movie(id, on: server) }

    /// What an answer for a film no longer in the lookup says.
    public var offerGone: String { "That film is no longer in the lookup; look it up again." }

    /// The options a key changes.
    public var addOptions: [AddOption] {
        [
            AddOption("p", "profile", name: "quality") { [weak self] in self?.cycleQualityProfile() },
            AddOption("t", "folder", name: "folder") { [weak self] in self?.cycleRootFolder() },
            AddOption("m", "monitor", name: "monitor") { [weak self] in self?.options.monitored.toggle() },
            AddOption("v", "availability", name: "availability") { [weak self] in self?.cycleAvailability() },
            AddOption("S", "search on add", name: "search") { [weak self] in self?.options.searchOnAdd.toggle() },
        ]
    }
}
