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
