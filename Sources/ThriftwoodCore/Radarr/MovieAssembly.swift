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

    /// The ids of the tags called `labels` (matched ignoring case), creating on the server
    /// the ones it lacks; `known` is updated with the created tags.
    public static func tagIds(
        for labels: [String], known: inout [ArrKit.Tag], client: RadarrClient
    ) async throws -> [Int] {
        var ids: [Int] = []
        for label in labels.map({ $0.trimmingCharacters(in: .whitespaces) }) where !label.isEmpty {
            if let tag = known.first(where: { $0.label.caseInsensitiveCompare(label) == .orderedSame }) {
                if !ids.contains(tag.id) { ids.append(tag.id) }
            } else {
                let created = try await client.createTag(label: label)
                known.append(created)
                ids.append(created.id)
            }
        }
        return ids
    }
}
