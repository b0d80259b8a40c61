import ArrDemoKit
import DownloadKit
import Logging

/// The demo of each download-client kind, by the family's kind: the one place a new kind's
/// demo is registered.
public enum DemoDownloadClients {
    /// Every client's demo, one per kind: the one list a new kind's demo joins.
    public static let flavours: [DemoClientFlavour] = [.sabnzbd, .nzbget, .qbittorrent, .transmission, .deluge]

    /// The flavour of `kind`'s demo (by the kind's id); nil for a kind without one.
    public static func flavour(_ kind: DownloadClientKind) -> DemoClientFlavour? {
        flavours.first { $0.kind == kind.id }
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
