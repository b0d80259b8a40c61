import DownloadKit
import Foundation

/// A download client polled for what finished or failed: its queue (a torrent that is done
/// seeds in the list) and, where it keeps one, its history (a usenet download leaves the
/// queue for the history when done).
enum DownloadPolling {
    /// How many of the newest history entries are read each look.
    static let historyDepth = 30

    static func source(_ downloads: any DownloadService, _ server: ServiceServer) -> PolledSource {
        PolledSource(route: .downloads(.history, kind: server.kind)) {
            let client = try await downloads.client(for: server)
            var items = try await client.queue().items.map { item in
                PolledItem(
                    id: "q/" + item.id, name: item.name, phase: phase(of: item.state, clientState: item.clientState))
            }
            if client.capabilities.contains(.history) {
                items += try await client.history(limit: historyDepth, failedOnly: false).compactMap { entry in
                    switch entry.outcome {
                    case .completed: PolledItem(id: "h/" + entry.id, name: entry.name, phase: .finished)
                    case .failed:
                        PolledItem(
                            id: "h/" + entry.id, name: entry.name,
                            phase: .failed(entry.failMessage ?? entry.clientState))
                    case .deleted, .processing, .other: nil
                    }
                }
            }
            return items
        }
    }

    private static func phase(of state: DownloadState, clientState: String) -> PolledItem.Phase {
        switch state {
        case .completed, .seeding: .finished
        case .failed, .error, .missingFiles: .failed(clientState)
        default: .active
        }
    }
}
