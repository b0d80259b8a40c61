import ArrKit
import Foundation

extension ProwlarrClient {
    /// One page of history, newest first; `indexerId` narrows it to one indexer.
    public func history(
        page: Int = 1, pageSize: Int = 50, indexerId: Int? = nil
    ) async throws -> Paged<
        ProwlarrHistoryRecord
    > {
        var items = [
            ("page", String(page)), ("pageSize", String(pageSize)), ("sortKey", "date"),
            ("sortDirection", "descending"),
        ]
        if let indexerId { items.append(("indexerIds", String(indexerId))) }
        return try await core.get("/history", query: items)
    }

    /// The applications Prowlarr keeps in step with its indexers.
    public func applications() async throws -> [ProwlarrApplication] { try await core.get("/applications") }

    /// Syncs the indexers to every application now and waits for the command to end.
    public func syncApplications() async throws -> CommandResource {
        try await runCommand(CommandRequest(name: "ApplicationIndexerSync"))
    }
}
