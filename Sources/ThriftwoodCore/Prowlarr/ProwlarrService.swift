import ArrKit
import Logging
import ProwlarrAPI
import ServerKit

/// The profile's Prowlarr servers, as clients the CLI and view models call.
public typealias ProwlarrService = ArrClientService<ProwlarrClient>

/// The live Prowlarr service: the shared live service of the *arr engine bound to Prowlarr's client.
public typealias LiveProwlarrService = LiveServiceClients<ProwlarrClient>

extension LiveServiceClients where Client == ProwlarrClient {
    /// Creates the Prowlarr service over `transport`; `launcher` resolves servers that point at
    /// the embedded Prowlarr demo.
    public init(transport: any HTTPTransport, launcher: DemoServerLauncher?, logger: Logger) {
        self.init(kind: .prowlarr, transport: transport, launcher: launcher, logger: logger) {
            ProwlarrClient(connection: $0, transport: $1, logger: $2)
        }
    }
}

extension KindServiceShelf {
    /// The profile's Prowlarr servers (none when the shelf holds no Prowlarr service).
    public var prowlarr: any ProwlarrService {
        get { service(.prowlarr, as: (any ProwlarrService).self) ?? NoArrService<ProwlarrClient>(.prowlarr) }
        set { put(newValue, for: .prowlarr) }
    }
}

extension AppDependencies {
    /// The profile's Prowlarr servers.
    public var prowlarr: any ProwlarrService { shelf.prowlarr }
}
