import DownloadKit
import ThriftwoodCore

extension ConnectionOptions {
    /// Runs `body` with the one download client an action is for: the one whose queue holds
    /// `ids` (or whose history holds `history`), or the only one; the items it found, for the
    /// messages that name them and for their ids as the client spells them (a torrent's hash
    /// may be given in upper case, as the *arrs show it). An id no client has is an error
    /// naming the clients asked.
    func withDownloadClient(
        owning ids: [String], history: [String] = [],
        _ body: (ChosenDownloadClient, [DownloadItem]) async throws -> Void
    ) async throws {
        try await withDownloadClients { clients in
            if ids.isEmpty && history.isEmpty {
                guard clients.count == 1, let only = clients.first else {
                    throw CLIError(
                        "\(clients.map(\.name).joined(separator: " and ")) are download clients here: "
                            + "say which with --server NAME.")
                }
                return try await body(only, [])
            }
            for chosen in clients {
                if !ids.isEmpty {
                    let items = try await chosen.client.queue().items
                    let found = ids.compactMap { id in items.first { $0.id == id || $0.matches(downloadId: id) } }
                    if found.count == ids.count { return try await body(chosen, found) }
                    if !found.isEmpty {
                        let missing = ids.filter { id in !found.contains { $0.id == id || $0.matches(downloadId: id) } }
                        throw DownloadError(chosen.client.serviceName, .notFound(missing.joined(separator: ", ")))
                    }
                } else {
                    let entries = try await chosen.client.history(limit: 500, failedOnly: false)
                    if history.allSatisfy({ id in entries.contains { $0.id == id } }) {
                        return try await body(chosen, [])
                    }
                }
            }
            let names = clients.map(\.name).joined(separator: " or ")
            throw CLIError(
                "No download with id \((ids + history).joined(separator: ", ")) in \(names); "
                    + "`thriftwood downloads \(ids.isEmpty ? "history" : "list")` shows the ids.")
        }
    }
}
