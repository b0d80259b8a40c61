import ArrKit
import Logging
import ProwlarrAPI
import ServerKit

/// The profile's Prowlarr servers, as clients the CLI and view models call.
public typealias ProwlarrService = ArrClientService<ProwlarrClient>

/// The live Prowlarr service: the shared live service of the *arr engine bound to Prowlarr's client.
public typealias LiveProwlarrService = LiveServiceClients<ProwlarrClient>

extension KindServiceShelf {
    /// The profile's Prowlarr servers (none when the shelf holds no Prowlarr service).
    public var prowlarr: any ProwlarrService {
        get { arr(.prowlarr) }
        set { put(newValue, for: .prowlarr) }
    }
}
