@testable import ThriftwoodCore

extension ServerRef {
    /// The profile's first Radarr, as the merged views name it.
    static let radarr = ServerRef(kind: .radarr)
    /// The profile's first Sonarr, as the merged views name it.
    static let sonarr = ServerRef(kind: .sonarr)
    /// The profile's first Lidarr.
    static let lidarr = ServerRef(kind: .lidarr)
    static let prowlarr = ServerRef(kind: .prowlarr)
}
