/// How to remove a download from an *arr's queue: what the question names and what goes with it.
public struct QueueRemoveChoice: Sendable, Hashable {
    /// The queue record's id (for a season pack, any of its records: the server removes the download).
    public var id: Int
    /// What it is, as the question names it ("Fight.Club.1999.1080p…").
    public var title = ""
    /// The question before removing it, naming it.
    public var question: String { title.isEmpty ? "Remove this download?" : "Remove \(title)?" }
    /// Also remove it from the download client.
    public var removeFromClient = true
    /// Block this release from being grabbed again.
    public var blocklist = false
    /// With blocklist: don't search for another release.
    public var skipRedownload = false

    /// The choice for queue record `id` called `title`: removed from the client, nothing blocklisted.
    public init(id: Int, title: String = "") {
        self.id = id
        self.title = title
    }
}
