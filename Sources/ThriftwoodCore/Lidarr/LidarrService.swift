import ArrKit
import LidarrAPI
import Logging
import ServerKit

/// The profile's Lidarr servers, as clients the CLI and view models call.
public typealias LidarrService = ArrClientService<LidarrClient>

/// The live Lidarr service: the shared live service of the *arrs bound to Lidarr's client.
public typealias LiveLidarrService = LiveServiceClients<LidarrClient>

extension LiveServiceClients where Client == LidarrClient {
    /// Creates the Lidarr service over `transport`; `launcher` resolves profiles that point
    /// at the embedded Lidarr demo.
    public init(transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger) {
        self.init(kind: .lidarr, transport: transport, launcher: launcher, logger: logger) {
            LidarrClient(connection: $0, transport: $1, logger: $2)
        }
    }
}

extension NoArrService where Client == LidarrClient {
    /// No Lidarr.
    public init() { self.init(.lidarr) }
}

/// A graph without Lidarr.
public typealias NoLidarrService = NoArrService<LidarrClient>

extension KindServiceShelf {
    /// The profile's Lidarr servers (none when the shelf holds no such service).
    public var lidarr: any LidarrService {
        get { service(.lidarr, as: (any LidarrService).self) ?? NoLidarrService() }
        set { put(newValue, for: .lidarr) }
    }
}

extension AppDependencies {
    /// The profile's Lidarr servers.
    public var lidarr: any LidarrService { shelf.lidarr }
}

extension ServiceMaker {
    /// Lidarr's live service.
    static let lidarr = ServiceMaker(.lidarr) { parts in
        LiveLidarrService(transport: parts.transport, launcher: parts.launcher, logger: parts.logger)
    }
}
