import Observation

/// The subtitles part of a movie's or an episode's screen: what the profile's subtitle server
/// says the item has and lacks, and a search for what it lacks — the same words in every front end.
@MainActor
@Observable
public final class SubtitlesPanel {
    /// The item, once its ids are known (an episode's series id comes with the episode).
    public var subject: SubtitleSubject?
    /// What the server said; nil before the first load.
    public private(set) var status: LoadedPart<SubtitleStatus?>?
    /// What the last search found.
    public private(set) var message: String?
    /// Why the last search failed.
    public private(set) var actionError: ErrorNotice?
    /// Whether a search runs now.
    public private(set) var isSearching = false
    private let source: SubtitleSource

    /// A panel over `source` for `subject` (set later when not known yet).
    public init(source: SubtitleSource, subject: SubtitleSubject? = nil) {
        self.source = source
        self.subject = subject
    }

    /// Reads the item's subtitles.
    public func load() async {
        guard let subject else { return }
        let read = source.status
        status = await LoadedPart.capture { try await read(subject) }
    }

    /// Searches the missing languages, then reads again.
    public func search() async {
        guard let subject, canSearch else { return }
        isSearching = true
        message = nil
        actionError = nil
        defer { isSearching = false }
        do {
            message = try await source.search(subject)
        } catch {
            actionError = ErrorNotice(error)
        }
        await load()
    }

    /// Whether there is something to search for.
    public var canSearch: Bool { (status?.value ?? nil)?.missing.isEmpty == false }

    /// The action's words.
    public var searchLabel: String { "Search subtitles" }

    /// "Subtitles (Bazarr): French · missing English"; nil when the server does not know the item.
    public var line: StatusLabel? {
        switch status {
        case nil: return nil
        case .failed(let notice)?:
            return StatusLabel("Subtitles (\(source.server)): could not be read — \(notice.message)", .problem)
        case .loaded(nil)?: return nil
        case .loaded(let known?)?:
            let have = known.have.isEmpty ? "none yet" : known.have.joined(separator: ", ")
            guard !known.missing.isEmpty else { return StatusLabel("Subtitles (\(source.server)): \(have)", .good) }
            return StatusLabel(
                "Subtitles (\(source.server)): \(have) · missing \(known.missing.joined(separator: ", "))", .attention)
        }
    }
}
