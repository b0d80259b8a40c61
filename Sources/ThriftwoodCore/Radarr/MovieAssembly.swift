import ArrKit
import Foundation
import RadarrAPI

/// How Thriftwood builds what it sends Radarr to add or tag a movie — once, for the add
/// screen, the edit form and the CLI alike.
public enum MovieAssembly {
    /// The movie to `POST /movie`: a lookup result with the chosen quality profile, root
    /// folder, monitoring, minimum availability, tags and whether to search at once.
    public static func addition(
        of found: Movie, qualityProfileId: Int, rootFolder: String, monitored: Bool,
        minimumAvailability: MinimumAvailability? = nil, tags: [Int] = [], searchOnAdd: Bool
    ) -> Movie {
        var movie = found
        movie.id = nil
        movie.qualityProfileId = qualityProfileId
        movie.rootFolderPath = rootFolder
        movie.monitored = monitored
        if let minimumAvailability { movie.minimumAvailability = minimumAvailability }
        movie.tags = tags
        movie.addOptions = AddOptions(monitor: monitored ? .movieOnly : MonitorType.none, searchForMovie: searchOnAdd)
        return movie
    }
}
