import ArrKit
import SonarrAPI

extension SonarrHistoryViewModel {
    /// Whether a record's release can be marked failed: one that was grabbed or imported.
    public nonisolated static func canMarkFailed(_ record: SonarrHistoryRecord) -> Bool {
        switch record.eventType {
        case .grabbed, .downloadFolderImported: true
        default: false
        }
    }

    /// The question before marking `record` failed, naming its release.
    public nonisolated static func markFailedQuestion(_ record: SonarrHistoryRecord) -> String {
        HistoryQuestions.markFailed(release: record.sourceTitle ?? "record \(record.id)", server: "Sonarr")
    }

    /// Marks `record`'s release failed: Sonarr blocklists it and searches again; the page reloads.
    public func markFailed(_ record: SonarrHistoryRecord) async {
        guard Self.canMarkFailed(record) else { return }
        let sonarr = sonarr
        (message, actionError) = await HistoryQuestions.markingFailed(
            record.id, release: record.sourceTitle, server: "Sonarr", client: { try await sonarr.client() })
        await load()
    }
}
