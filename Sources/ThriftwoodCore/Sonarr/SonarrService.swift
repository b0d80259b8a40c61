import ArrKit
import Logging
import ServerKit
import SonarrAPI

/// The profile's Sonarr servers, as clients the CLI and view models call.
public typealias SonarrService = ArrClientService<SonarrClient>

/// The live Sonarr service: the shared live service bound to Sonarr's client.
public typealias LiveSonarrService = LiveServiceClients<SonarrClient>

extension LiveServiceClients where Client == SonarrClient {
    /// Creates the Sonarr service over `transport`; `launcher` resolves profiles that point
    /// at the embedded Sonarr demo.
    public init(transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger) {
        self.init(kind: .sonarr, transport: transport, launcher: launcher, logger: logger) {
            SonarrClient(connection: $0, transport: $1, logger: $2)
        }
    }
}

extension NoArrService where Client == SonarrClient {
    /// No Sonarr.
    public init() { self.init(.sonarr) }
}

/// A graph without Sonarr (tests of Radarr's screens): every call says there is none.
public typealias NoSonarrService = NoArrService<SonarrClient>

extension KindServiceShelf {
    /// The profile's Sonarr servers (none when the shelf holds no such service).
    public var sonarr: any SonarrService {
        get { service(.sonarr, as: (any SonarrService).self) ?? NoSonarrService() }
        set { put(newValue, for: .sonarr) }
    }
}

extension AppDependencies {
    /// The profile's Sonarr servers.
    public var sonarr: any SonarrService { shelf.sonarr }
}

extension ServiceMaker {
    /// Sonarr's live service.
    static let sonarr = ServiceMaker(.sonarr) { parts in
        LiveSonarrService(transport: parts.transport, launcher: parts.launcher, logger: parts.logger)
    }
}
