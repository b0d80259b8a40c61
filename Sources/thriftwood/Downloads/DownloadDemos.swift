import ArrDemoKit
import DownloadDemoServer
import DownloadKit
import ThriftwoodCore

/// The embedded demo of each download-client kind (started on first use).
enum DownloadDemos {
    /// A fresh on-demand demo of `kind`; nil for a kind without one.
    static func make(
        _ kind: ServiceKind, configuration: DemoServerConfiguration = DemoServerConfiguration()
    ) -> OnDemandDemoServer? {
        switch kind.downloadClient {
        case .sabnzbd?: .sabnzbd(configuration: configuration)
        case .nzbget?: .nzbget(configuration: configuration)
        default: nil
        }
    }
}
