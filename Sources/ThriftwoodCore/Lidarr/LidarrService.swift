import ArrKit
import LidarrAPI
import Logging
import ServerKit

/// The profile's Lidarr servers, as clients the CLI and view models call.
public typealias LidarrService = ArrClientService<LidarrClient>

/// The live Lidarr service: the shared live service of the *arrs bound to Lidarr's client.
public typealias LiveLidarrService = LiveServiceClients<LidarrClient>

/// A graph without Lidarr.
public typealias NoLidarrService = NoArrService<LidarrClient>

extension KindServiceShelf {
    /// The profile's Lidarr servers (none when the shelf holds no such service).
    public var lidarr: any LidarrService {
        get { arr(.lidarr) }
        set { put(newValue, for: .lidarr) }
    }
}
