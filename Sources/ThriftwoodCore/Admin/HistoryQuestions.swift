import ArrKit

/// The questions asked before acting on a history record.
public enum HistoryQuestions {
    /// "Mark “Dune.2021…” as failed on Radarr? Radarr blocklists it and searches again."
    public static func markFailed(release: String, server: String) -> String {
        "Mark “\(release)” as failed on \(server)? \(server) blocklists it and searches again."
    }

    /// Marks history record `id` (of `release`) failed on the server `client` reaches: what
    /// happened in words, or why it could not be done.
    @MainActor
    public static func markingFailed(
        _ id: Int, release: String?, server: String,
        client: @escaping @Sendable () async throws -> any ArrServiceClient
    ) async -> (message: String?, error: ErrorNotice?) {
        do {
            try await client().markFailed(historyId: id)
            return ("Marked “\(release ?? "the release")” as failed; \(server) searches again.", nil)
        } catch {
            return (nil, ErrorNotice(error))
        }
    }
}
