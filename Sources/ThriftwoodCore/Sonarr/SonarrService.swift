import ArrKit
import Logging
import ServerKit
import SonarrAPI

/// The profile's Sonarr servers, as clients the CLI and view models call.
public typealias SonarrService = ArrClientService<SonarrClient>

/// The live Sonarr service: the shared live service bound to Sonarr's client.
public typealias LiveSonarrService = LiveServiceClients<SonarrClient>

/// A graph without Sonarr (tests of Radarr's screens): every call says there is none.
public typealias NoSonarrService = NoArrService<SonarrClient>

extension KindServiceShelf {
    /// The profile's Sonarr servers (none when the shelf holds no such service).
    public var sonarr: any SonarrService {
        get { arr(.sonarr) }
        set { put(newValue, for: .sonarr) }
    }
}
