import ArrDemoKit
import DownloadKit
import Logging

/// The demo of each download-client kind, by the family's kind: the one place a new kind's
/// demo is registered.
public enum DemoDownloadClients {
    /// A demo of `kind` started on first use; nil for a kind without a demo.
    public static func onDemand(
        _ kind: DownloadClientKind, configuration: DemoServerConfiguration = DemoServerConfiguration(),
        logger: Logger = DemoDownloads.silent
    ) -> OnDemandDemoServer? {
        switch kind {
        case .sabnzbd: .sabnzbd(configuration: configuration, logger: logger)
        case .nzbget: .nzbget(configuration: configuration, logger: logger)
        case .qbittorrent: .qbittorrent(configuration: configuration, logger: logger)
        case .transmission: .transmission(configuration: configuration, logger: logger)
        case .deluge: .deluge(configuration: configuration, logger: logger)
        default: nil
        }
    }

    /// A demo of `kind` to run standalone (`thriftwood demo-server`); nil for a kind without one.
    public static func server(
        _ kind: DownloadClientKind, configuration: DemoServerConfiguration
    ) -> (any DemoService)? {
        switch kind {
        case .sabnzbd: SABnzbdDemoServer(configuration: configuration)
        case .nzbget: NZBGetDemoServer(configuration: configuration)
        case .qbittorrent: QBittorrentDemoServer(configuration: configuration)
        case .transmission: TransmissionDemoServer(configuration: configuration)
        case .deluge: DelugeDemoServer(configuration: configuration)
        default: nil
        }
    }
}
