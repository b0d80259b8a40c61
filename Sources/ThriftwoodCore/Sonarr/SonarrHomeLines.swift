import ArrKit
import Foundation
import SonarrAPI

extension SonarrHomeViewModel {
    /// The server's name and version ("Sonarr 4.0.9"), once read.
    public var serverLine: String? {
        status.value.map { "\($0.instanceName ?? $0.appName ?? "Sonarr") \($0.version ?? "")" }
    }

    /// What airs in the next seven days, once read, as the calendar lists episodes.
    public var airingLines: [EpisodeListLine]? { upcoming.value.map { $0.map(\.listLine) } }
}
