import ArrDemoKit
import DownloadKit
import Logging

/// The demo of each download-client kind, by the family's kind: the one place a new kind's
/// demo is registered.
public enum DemoDownloadClients {
    /// The flavour of `kind`'s demo; nil for a kind without one.
    public static func flavour(_ kind: DownloadClientKind) -> DemoClientFlavour? {
        switch kind {
        case .sabnzbd: .sabnzbd
        case .nzbget: .nzbget
        case .qbittorrent: .qbittorrent
        case .transmission: .transmission
        case .deluge: .deluge
        default: nil
        }
    }

    /// A demo of `kind` started on first use; nil for a kind without a demo.
    public static func onDemand(
        _ kind: DownloadClientKind, configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = DemoDownloads.silent
    ) -> OnDemandDemoServer? {
        flavour(kind).map { .downloadClient($0, configuration: configuration, logger: logger) }
    }

    /// A demo of `kind` to run standalone (`thriftwood demo-server`); nil for a kind without one.
    public static func server(_ kind: DownloadClientKind, configuration: DemoServerConfiguration) -> (any DemoService)?
    {
        flavour(kind).map { DemoDownloadClientServer($0, configuration: configuration) }
    }
}
