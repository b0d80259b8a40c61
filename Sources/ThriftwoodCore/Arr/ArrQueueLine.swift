/// A download in an *arr's queue as its list shows it, the same for every *arr: a season pack
/// is one line.
public struct ArrQueueLine: Sendable, Hashable, Identifiable {
    /// The download's id (acts on it).
    public let id: String
    /// How far along, 0…1 (a pack's once, not per episode).
    public let progress: Double
    /// The share done, "42%".
    public let percent: String
    /// What it is: the release's title for a film, the series' for episodes; "?" without one.
    public let title: String
    /// Which part of its subject it brings ("S02E01", "S02 · 13 episodes"), "" where a download
    /// is the whole of it (a film).
    public let part: String
    /// Its size in words.
    public let size: String
    /// Time left in words, "–" when unknown.
    public let timeLeft: String
    /// Its state with a tone.
    public let status: StatusLabel
    /// Whether the download client reported an error the state does not show.
    public let warns: Bool
    /// Where it comes from: "indexer · download client · quality" or "release · indexer · client".
    public let source: String?
    /// The first message the server has about it.
    public let message: String?
    /// Whether it waits for someone to import it by hand.
    public let needsManualImport: Bool

    /// A line; each kind's queue source makes them from its records.
    public init(
        id: String, progress: Double, title: String, part: String = "", size: Double, secondsLeft: Double?,
        status: StatusLabel, warns: Bool = false, source: String?, message: String? = nil,
        needsManualImport: Bool
    ) {
        self.id = id
        self.progress = progress
        self.percent = Format.percent(progress)
        self.title = title
        self.part = part
        self.size = Format.bytes(size)
        self.timeLeft = Format.duration(secondsLeft)
        self.status = status
        self.warns = warns
        self.source = source
        self.message = message
        self.needsManualImport = needsManualImport
    }
}

/// One download of an *arr's queue: its line, its row in the views across services, and what
/// acting on it needs.
public struct ArrDownload: Sendable, Hashable, Identifiable {
    /// How its list shows it.
    public let line: ArrQueueLine
    /// How the views across services show it.
    public let row: ActivityRow
    /// What a removal's question names it: the release ("Fight.Club.1999.1080p…"), a pack with
    /// its series ("The Wire S02 · 13 episodes").
    public let name: String
    /// The queue record removing it acts on.
    public let queueId: Int
    /// The film, series or artist it brings, when the server matched one.
    public let subjectId: Int?
    /// The download client's id for it, which its manual import is opened by.
    public let downloadId: String?

    /// The download's id.
    public var id: String { line.id }

    /// A download; each kind's queue source makes them from its records.
    public init(
        line: ArrQueueLine, row: ActivityRow, name: String, queueId: Int, subjectId: Int?, downloadId: String?
    ) {
        self.line = line
        self.name = name
        self.row = row
        self.queueId = queueId
        self.subjectId = subjectId
        self.downloadId = downloadId
    }
}
