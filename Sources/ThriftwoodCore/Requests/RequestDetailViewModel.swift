import Foundation
import Observation
import SeerrKit

/// One request: the title (overview, year, seasons), who asked and when, its state, and where
/// it goes (server, profile, folder); approve, decline, edit then approve, retry, delete.
@MainActor
@Observable
public final class RequestDetailViewModel: ScreenViewModel {
    /// The server, as the profile names it.
    public let server: ServerRef
    /// The request's id.
    public let id: Int
    /// The request and its title.
    private(set) var loaded = Loadable<(request: SeerrRequest, title: SeerrTitle?)>()
    /// Where loading `loaded` stands (loading, failed, how many), for the front ends.
    public var loadedState: LoadState { loaded.state }
    /// The servers Seerr sends this kind of request to (for "where it goes").
    private(set) var servers: [SeerrArrServer] = []
    /// The edit open before approving.
    public var edit: RequestEdit?
    /// The list's actions, shared: approve, decline, delete, retry, with their confirmations.
    public let actions: RequestsViewModel

    private let client: @Sendable () async throws -> SeerrClient
    private let lookUp: @Sendable (Set<SeerrTitleKey>, SeerrClient) async -> ([SeerrTitleKey: SeerrTitle], Int)

    /// Creates the screen of request `id` on `server`.
    public init(
        server: ServerRef, id: Int, client: @escaping @Sendable () async throws -> SeerrClient,
        titles: @escaping @Sendable (Set<SeerrTitleKey>, SeerrClient) async -> ([SeerrTitleKey: SeerrTitle], Int),
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.server = server
        self.id = id
        self.client = client
        self.lookUp = titles
        actions = RequestsViewModel(server: server, client: client, titles: titles, clock: clock)
    }

    /// Loads the request, its title and the servers it may go to.
    public func load() async {
        loaded.begin()
        let (client, lookUp, id) = (client, lookUp, id)
        let result = await capture { () async throws -> (SeerrRequest, SeerrTitle?, [SeerrArrServer]) in
            let ready = try await client()
            let request = try await ready.request(id)
            let (titles, _) = await lookUp([request.titleKey], ready)
            let servers: [SeerrArrServer]
            do {
                servers = try await ready.arrServers(for: request.mediaType)
            } catch let error as SeerrError where error.problem != .refusedKey {
                // Only admins see Seerr's servers; the rest of the screen stands without them.
                servers = []
            }
            return (request, titles[request.titleKey], servers)
        }
        if case .success(let (_, _, servers)) = result { self.servers = servers }
        loaded.finish(result.map { (request: $0.0, title: $0.1) })
        if let title = loaded.value?.title { actions.adopt(title) }
    }

    /// Whether the server said this request does not exist.
    public var isGone: Bool { loaded.isGone }
    /// One thing, read again before a question about it.
    public var showsOneThing: Bool { true }
    /// The title for the breadcrumb.
    public var loadedTitle: String? { loaded.value.map { RequestText.title($0.request, actions.titlesWith($0.title)) } }

    /// Where the request goes: "Radarr · HD-1080p · /data/movies", defaults named as such.
    public var destination: String? {
        guard let request = loaded.value?.request else { return nil }
        let target = servers.first { $0.id == request.serverId } ?? servers.first { $0.isDefault } ?? servers.first
        guard let target else { return request.serverId.map { "server \($0)" } }
        let profileId = request.profileId ?? target.defaultProfileId
        let profile = target.profiles.first { $0.id == profileId }?.name ?? profileId.map { "profile \($0)" }
        let folder = request.rootFolder ?? target.defaultRootFolder
        return [target.name, profile, folder].compactMap { $0 }.joined(separator: " · ")
            + (request.serverId == nil ? " (Seerr's defaults)" : "")
    }

    /// Opens the edit before approving.
    public func beginEdit() {
        guard let request = loaded.value?.request else { return }
        if let refusal = actions.refusal("edit") { return actions.say(refusal) }
        edit = RequestEdit(request: request, servers: servers)
    }

    /// Saves the edit and approves the request.
    public func saveAndApprove() async {
        guard let edit else { return }
        self.edit = nil
        let client = client
        let result = await capture { () async throws -> SeerrRequest in
            let ready = try await client()
            _ = try await ready.update(edit.request, edit.change)
            return try await ready.approve(edit.request.id)
        }
        actions.report(
            result.map { _ in
                "Approved \(RequestText.named(edit.request, actions.titles)) for \(edit.profile?.name ?? "the default profile")"
            })
        await load()
    }
}

extension RequestsViewModel {
    /// Knows `title` (a request screen's, looked up on its own).
    func adopt(_ title: SeerrTitle) { titles[title.key] = title }

    /// The known titles with `title` among them.
    func titlesWith(_ title: SeerrTitle?) -> [SeerrTitleKey: SeerrTitle] {
        guard let title else { return titles }
        var all = titles
        all[title.key] = title
        return all
    }

    /// Shows what an action did, or why it failed.
    func report(_ result: Result<String, any Error>) {
        switch result {
        case .success(let text): message = text
        case .failure(let error): actionError = ErrorNotice(error)
        }
    }
}
