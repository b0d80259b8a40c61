import Foundation
import Observation
import SeerrKit
import ServerKit

/// A title to request, opened from search everywhere: what Seerr knows of it (requested,
/// available), the seasons and 4K to ask for, and the request — refused before it is sent when
/// the title is requested already or the key's user may not request it.
@MainActor
@Observable
public final class NewRequestViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// Which title.
    let key: SeerrTitleKey
    /// The title as Seerr describes it.
    private(set) var title = Loadable<SeerrTitle>()
    /// Where loading `title` stands (loading, failed, how many), for the front ends.
    public var titleState: LoadState { title.state }
    /// The user the key acts as.
    private(set) var user: SeerrUser?
    /// The request being assembled.
    private(set) var draft: SeerrRequestDraft
    /// What the last action did.
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?
    /// Writes to Thriftwood's log (set by the coordinator).
    var onLog: ((String) -> Void)?

    private let client: @Sendable () async throws -> SeerrClient

    /// Creates the screen of `key` on `server`.
    public init(server: ServerRef, key: SeerrTitleKey, client: @escaping @Sendable () async throws -> SeerrClient) {
        self.server = server
        self.key = key
        self.client = client
        draft = SeerrRequestDraft(key: key)
    }

    /// Loads the title and the key's user.
    public func load() async {
        title.begin()
        let (client, key) = (client, key)
        let result = await capture { () async throws -> (SeerrTitle, SeerrUser) in
            let ready = try await client()
            async let title = ready.title(key)
            async let user = ready.me()
            let loadedTitle = try await title
            let loadedUser = try await user
            return (loadedTitle, loadedUser)
        }
        if case .success(let (_, user)) = result { self.user = user }
        title.finish(result.map(\.0))
    }

    /// Whether the server said this title does not exist.
    public var isGone: Bool { title.isGone }
    /// One thing, read again before a question about it.
    public var showsOneThing: Bool { true }
    /// The title for the breadcrumb.
    public var loadedTitle: String? { title.value?.label }

    /// The seasons asked for, in words: "all seasons", "S1".
    public var seasonsWords: String {
        switch draft.seasons {
        case .all: "all seasons"
        case .numbers(let numbers): RequestText.seasons(numbers)
        }
    }

    /// Asks for every season, then season 1, 2, … in turn (series).
    public func cycleSeasons() {
        guard key.mediaType == .tv else { return }
        let count = seasonCount
        switch draft.seasons {
        case .all: draft.seasons = .numbers([1])
        case .numbers(let numbers):
            let next = (numbers.first ?? 0) + 1
            draft.seasons = next > count ? .all : .numbers([next])
        }
    }

    /// Asks for the 4K copy, or not.
    public func toggle4K() { draft.is4k.toggle() }

    /// Why it cannot be requested now, if it cannot.
    public var refusal: String? {
        if let user, !user.permissions.mayRequest(key.mediaType) {
            return "\(user.name) may not request \(key.mediaType == .movie ? "movies" : "series") in Seerr."
        }
        guard let title = title.value else { return nil }
        switch title.availability {
        case .available: return "\(title.label) is available already."
        case .pending, .processing: return "\(title.label) is requested already (\(RequestText.searchState(title)))."
        default: return nil
        }
    }

    /// How many seasons the series has, at least 1 and at most 200: a server's count past that
    /// (a broken or hostile `numberOfSeasons`) would make a choice list no one can use.
    private var seasonCount: Int { min(200, max(1, (title.value?.seasonCount ?? 1).asInt)) }

    /// The seasons a series can be asked for, as choices ("all seasons", "S1", …); empty for a movie.
    public var seasonChoices: [FormChoice] {
        guard key.mediaType == .tv else { return [] }
        let count = seasonCount
        return [FormChoice(value: "all", label: "All seasons")]
            + (1...count).map { FormChoice(value: "\($0)", label: "Season \($0)") }
    }

    /// The seasons chosen, as one of ``seasonChoices``' values.
    public var seasonsChoice: String {
        switch draft.seasons {
        case .all: "all"
        case .numbers(let numbers): numbers.first.map(String.init) ?? "all"
        }
    }

    /// Whether it asks for the 4K copy.
    public var asks4K: Bool { draft.is4k }

    /// Takes a form's choices: the seasons (one of ``seasonChoices``' values) and 4K.
    public func choose(seasons: String?, is4k: Bool) {
        draft.is4k = is4k
        guard key.mediaType == .tv, let seasons else { return }
        let count = seasonCount
        if let number = Int(seasons), (1...count).contains(number) {
            draft.seasons = .numbers([number])
        } else {
            draft.seasons = .all
        }
    }

    /// Sends the request on behalf of `person` (a Thriftwood user of the browser, who asks as the
    /// Seerr user the profile's key belongs to): Thriftwood's log says who asked.
    public func submit(askedBy person: String) async {
        await submit()
        guard actionError == nil, let message, message.hasPrefix("Requested") else { return }
        onLog?("\(message) on \(server.name), asked by \(person) in the browser")
    }

    /// Sends the request; says what Seerr made of it.
    public func submit() async {
        if let refusal { return message = refusal }
        let (client, draft) = (client, draft)
        let result = await capture { try await client().create(draft) }
        switch result {
        case .success(let created):
            let titles = title.value.map { [$0.key: $0] } ?? [:]
            message =
                "Requested \(RequestText.title(created, titles)) · \(RequestText.details(created)) · "
                + "\(RequestText.state(created).text) (request \(created.id))"
            actionError = nil
            await load()
        case .failure(let error): actionError = ErrorNotice(error)
        }
    }
}
