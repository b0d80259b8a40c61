import Foundation

/// A history event as one server's history lists it.
public struct HistoryEventLine: Sendable, Hashable {
    /// When it happened.
    public let date: Date?
    /// What happened (grabbed, imported, failed…), with its tone.
    public let event: StatusLabel
    /// What it was about ("The Wire S02E01"), "" where the list is of one kind of thing (films).
    public let subject: String
    /// The release or file's name, "" when the server names none.
    public let source: String
    /// Whether its release can be marked failed (it was grabbed or imported).
    public let canMarkFailed: Bool
}

/// A release a history list can mark failed, with the question that names it first.
public struct FailingRelease: Sendable, Hashable {
    /// The history record's id on its server.
    public let historyId: Int
    /// The release's name, when the server gave one.
    public let release: String?
    /// The question before marking it failed.
    public let question: String

    /// The release of history record `id` named `release` on `server` ("Radarr").
    init(historyId id: Int, release: String?, server: String) {
        historyId = id
        self.release = release
        question = HistoryQuestions.markFailed(release: release ?? "record \(id)", server: server)
    }
}

/// An episode in a list across series (a calendar, what is wanted).
public struct EpisodeListLine: Sendable, Hashable {
    /// When it airs or aired.
    public let airDate: Date?
    /// Its series' title, "" when the server left it out.
    public let series: String
    /// "S02E03".
    public let code: String
    /// Its title, "TBA" before it has one.
    public let title: String
    /// Whether its file is on disk.
    public let hasFile: Bool
    /// Whether it is monitored.
    public let monitored: Bool
}
