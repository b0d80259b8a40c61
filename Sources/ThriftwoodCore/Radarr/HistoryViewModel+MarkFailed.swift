import ArrKit
import RadarrAPI

extension HistoryViewModel {
    /// Whether a record's release can be marked failed: one that was grabbed or imported.
    nonisolated static func canMarkFailed(_ record: HistoryRecord) -> Bool {
        switch record.eventType {
        case .grabbed, .downloadFolderImported: true
        default: false
        }
    }

    /// Marks the release failed (asked already): Radarr blocklists it and searches again; the
    /// page reloads.
    public func markFailed(_ failing: FailingRelease) async {
        let radarr = radarr
        (message, actionError) = await HistoryQuestions.markingFailed(
            failing.historyId, release: failing.release, server: "Radarr", client: { try await radarr.client() })
        await load()
    }
}
