import DownloadKit
import Foundation

/// One download as a queue row shows it, in words, for any front end.
public struct DownloadLine: Sendable, Hashable, Identifiable {
    /// The client's id for it (a torrent's info-hash).
    public let id: String
    /// Its name.
    public let name: String
    /// How far it is, 0…1.
    public let progress: Double
    /// "42%".
    public let percent: String
    /// Its state in words ("downloading", "seeding · ratio 1.4").
    public let state: String
    /// How its state reads at a glance.
    public let tone: StatusTone
    /// What is left to fetch, "–" when unknown.
    public let left: String
    /// Time left, "–" when unknown.
    public let timeLeft: String
    /// Its priority in words.
    public let priority: String
    /// Its category, when it has one.
    public let category: String?
    /// Its whole size, "–" when unknown.
    public let size: String
    /// Whether it is paused (then its action resumes it).
    public let isPaused: Bool
    /// The line under a list for the selected one: "category movies · 9.8 GB in all · id 3".
    public let detail: String

    init(_ item: DownloadItem, status: DownloadClientStatus) {
        id = item.id
        name = item.name
        progress = min(max(item.progress, 0), 1)
        percent = Format.percent(item.progress)
        state = DownloadText.state(item)
        tone = DownloadText.tone(item.state)
        left = item.leftBytes.map(Format.bytes) ?? "–"
        timeLeft = DownloadText.timeLeft(item, status: status)
        priority = item.priority.description
        category = item.category
        size = item.sizeBytes.map(Format.bytes) ?? "–"
        isPaused = item.state == .paused
        detail = [
            item.category.map { "category \($0)" } ?? "no category",
            item.sizeBytes.map { "\(Format.bytes($0)) in all" } ?? "size unknown", "id \(item.id)",
        ].joined(separator: " · ")
    }
}

/// One download's own screen in words: its row, its facts, its trackers and its files.
public struct DownloadSheet: Sendable, Hashable {
    /// The download as its queue row shows it.
    public let line: DownloadLine
    /// Its facts as label and value, in ``DownloadText/facts(_:capabilities:)``'s order.
    public let facts: [DisplayFact]
    /// Each tracker: its standing, address and what it said.
    public let trackers: [Tracker]
    /// Each file: done, size, whether it is wanted, name.
    public let files: [File]

    /// One tracker as a row shows it.
    public struct Tracker: Sendable, Hashable {
        /// "working", "not contacted".
        public let standing: String
        /// How its standing reads at a glance.
        public let tone: StatusTone
        /// Its announce address.
        public let url: String
        /// "12 seeds, 40 peers · message", empty when it said nothing.
        public let detail: String
    }

    /// One file as a row shows it.
    public struct File: Sendable, Hashable {
        /// Its name within the download.
        public let name: String
        /// "42%".
        public let done: String
        /// Its size in words.
        public let size: String
        /// Whether it is fetched (a skipped file is not).
        public let wanted: Bool
    }
}

extension DownloadsViewModel {
    /// The queue (or, on the item screen, the one download) as rows in words.
    public var lines: [DownloadLine] {
        let status = queue.value?.status ?? DownloadClientStatus()
        return items.map { DownloadLine($0, status: status) }
    }

    /// Whether the whole client is paused (then its action resumes it).
    public var isClientPaused: Bool { queue.value?.status.paused == true }

    /// The open download in words, once loaded.
    public var sheet: DownloadSheet? {
        guard let details = details.value else { return nil }
        let status = queue.value?.status ?? DownloadClientStatus()
        return DownloadSheet(
            line: DownloadLine(details.item, status: status),
            facts: DownloadText.facts(details, capabilities: capabilities).map { .init(label: $0.0, value: $0.1) },
            trackers: details.trackers.map { tracker in
                let counts = [tracker.seeds.map { "\($0) seeds" }, tracker.peers.map { "\($0) peers" }]
                    .compactMap { $0 }.joined(separator: ", ")
                return .init(
                    standing: DownloadText.standing(tracker.standing), tone: DownloadText.tone(tracker.standing),
                    url: tracker.url,
                    detail: [counts, tracker.message ?? ""].filter { !$0.isEmpty }.joined(separator: " · "))
            },
            files: details.files.map {
                .init(
                    name: $0.name, done: Format.percent($0.progress), size: Format.bytes($0.sizeBytes),
                    wanted: $0.wanted)
            })
    }

    /// Whether the client can check a download's data again.
    public var canRecheck: Bool { capabilities.contains(.recheck) }
    /// Whether the client can limit one download's speed.
    public var canLimitItems: Bool { capabilities.contains(.itemLimit) }
    /// Whether the client can pause everything for a while.
    public var canPauseForATime: Bool { capabilities.contains(.timedPause) }
    /// Whether the client has alternative ("turtle") speed limits.
    public var hasAlternativeSpeed: Bool { capabilities.contains(.alternativeSpeed) }
    /// Whether the client keeps a history (torrent clients keep finished torrents in the list).
    public var keepsHistory: Bool { capabilities.isEmpty || capabilities.contains(.history) }
    /// Whether the client can retry a failed download.
    public var canRetry: Bool { capabilities.contains(.retry) }

    /// What an action on the list acts on: the marked downloads, else the one with `id` (the
    /// selected row).
    func targets(selectedId id: String?) -> [DownloadItem] {
        targets(id.flatMap { items(withIds: [$0]).first })
    }

    /// The downloads among `ids` (a page's checked rows, or one row), in queue order.
    func items(withIds ids: Set<String>) -> [DownloadItem] {
        items.filter { ids.contains($0.id) }
    }

    /// The removal question for the downloads among `ids`, naming each with its size; nil when
    /// none of them is in the list any more.
    func removalQuestion(ids: Set<String>) -> (question: String, names: [String])? {
        let targets = items(withIds: ids)
        guard !targets.isEmpty else { return nil }
        let pending = PendingRemoval(items: targets, entries: [], deleteFiles: false)
        return (pending.question(on: server.name), targets.map(DownloadText.named))
    }

    /// The removal question for the history entry `id`, nil when it is gone.
    func removalQuestion(historyEntry id: String) -> String? {
        guard let entry = history.value?.first(where: { $0.id == id }) else { return nil }
        return PendingRemoval(items: [], entries: [entry], deleteFiles: false).question(on: server.name)
    }

    /// Removes the downloads among `ids` now (asked already), with what they downloaded when
    /// `deleteFiles` and the client can.
    func remove(ids: Set<String>, deleteFiles: Bool) async {
        let targets = items(withIds: ids)
        guard !targets.isEmpty else { return }
        pendingRemove = PendingRemoval(items: targets, entries: [], deleteFiles: deleteFiles && canDeleteFiles)
        await confirmRemove()
    }

    /// Removes the history entry `id` now (asked already).
    func remove(historyEntry id: String) async {
        guard let entry = history.value?.first(where: { $0.id == id }) else { return }
        pendingRemove = PendingRemoval(items: [], entries: [entry], deleteFiles: false)
        await confirmRemove()
    }

    /// Rechecks the open download now (asked already with ``recheckQuestion(_:)``).
    func recheckNow(id: String) async {
        guard let item = items(withIds: [id]).first else { return }
        requestRecheck(item)
        await confirmRecheck()
    }

    /// The recheck question for the download `id`, nil when it is gone or the client cannot.
    func recheckQuestion(id: String) -> (title: String, detail: String)? {
        guard canRecheck, let item = items(withIds: [id]).first else { return nil }
        return recheckQuestion(item)
    }
}
