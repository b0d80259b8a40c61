import ArrDemoKit
import DownloadDemoServer
import DownloadKit
import ThriftwoodCore

extension DemoServerEntry {
    /// The download clients' demos: one per kind of the family that has one.
    static let downloadClients: [DemoServerEntry] = ServiceKind.downloadClients.compactMap { kind in
        guard let client = kind.downloadClient, let flavour = DemoDownloadClients.flavour(client) else { return nil }
        return DemoServerEntry(kind: kind, quiet: true, imitates: flavour.imitates) {
            DemoDownloadClientServer(flavour, configuration: $0, logger: $1)
        }
    }
}
