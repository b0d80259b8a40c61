import ArrKit
import SonarrAPI

extension SonarrHistoryViewModel {
    /// Whether a record's release can be marked failed: one that was grabbed or imported.
    nonisolated static func canMarkFailed(_ record: SonarrHistoryRecord) -> Bool {
        switch record.eventType {
        case .grabbed, .downloadFolderImported: true
        default: false
        }
    }

    /// Marks the release failed (asked already): Sonarr blocklists it and searches again; the
    /// page reloads.
    public func markFailed(_ failing: FailingRelease) async {
        let sonarr = sonarr
        (message, actionError) = await HistoryQuestions.markingFailed(
            failing.historyId, release: failing.release, server: "Sonarr", client: { try await sonarr.client() })
        await load()
    }
}
