import DownloadKit
import Foundation
import ServerKit

/// One finished or failed download as the history screen shows it.
public struct DownloadHistoryLine: Sendable, Hashable, Identifiable {
    /// The client's id for it.
    public let id: String
    /// When it finished.
    public let completed: Date?
    /// "completed", "failed".
    public let outcome: String
    /// Its size in words, "–" when unknown.
    public let size: String
    /// Its name.
    public let name: String
    /// Its outcome's tone.
    public let tone: StatusTone
    /// Why it failed, when it did.
    public let failMessage: String?
    /// The client's log of its stages (verify, repair, unpack).
    public let stageLog: [String]

    init(_ entry: DownloadHistoryEntry) {
        id = entry.id
        completed = entry.completedAt
        outcome = entry.outcome.description
        size = entry.sizeBytes.flatMap { $0 > 0 ? Format.bytes($0) : nil } ?? "–"
        name = entry.name
        tone = DownloadText.tone(entry.outcome)
        failMessage = entry.failMessage
        stageLog = entry.stageLog
    }
}

extension DownloadsViewModel {
    /// The history, as its screen shows it, in the history's order.
    public var historyLines: [DownloadHistoryLine] { (history.value ?? []).map(DownloadHistoryLine.init) }

    /// Retries the history entry `id` (one of ``historyLines``); nothing when it is gone.
    func retry(historyEntry id: String) async {
        guard let entry = history.value?.first(where: { $0.id == id }) else { return }
        await retry(entry)
    }
}
