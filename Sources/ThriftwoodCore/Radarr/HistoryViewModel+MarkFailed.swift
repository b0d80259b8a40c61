import ArrKit
import RadarrAPI

extension HistoryViewModel {
    /// Whether a record's release can be marked failed: one that was grabbed or imported.
    public nonisolated static func canMarkFailed(_ record: HistoryRecord) -> Bool {
        switch record.eventType {
        case .grabbed, .downloadFolderImported: true
        default: false
        }
    }

    /// The question before marking `record` failed, naming its release.
    public nonisolated static func markFailedQuestion(_ record: HistoryRecord) -> String {
        HistoryQuestions.markFailed(release: record.sourceTitle ?? "record \(record.id)", server: "Radarr")
    }

    /// Marks `record`'s release failed: Radarr blocklists it and searches again; the page reloads.
    public func markFailed(_ record: HistoryRecord) async {
        guard Self.canMarkFailed(record) else { return }
        let radarr = radarr
        (message, actionError) = await HistoryQuestions.markingFailed(
            record.id, release: record.sourceTitle, server: "Radarr", client: { try await radarr.client() })
        await load()
    }
}
