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
        kind.downloadClient.flatMap { DemoDownloadClients.onDemand($0, configuration: configuration) }
    }
}
