import ArrKit
import Foundation
import NIOHTTP1
import ServerKit

/// One client for Seerr 3.x, Overseerr 1.x and Jellyseerr: they answer the same
/// `/api/v1/…` paths. The API key goes in `X-Api-Key`; a refused key and a missing permission
/// are both 403, told apart by asking who the key belongs to (`/auth/me`).
public struct SeerrClient: Sendable {
    /// "Seerr".
    public static let name = "Seerr"

    let requester: ServiceRequester
    private let remembered = RememberedServerInfo()

    /// Creates a client for the Seerr at `connection` (its `apiKey` is Seerr's API key).
    public init(connection: ServerConnection, transport: any HTTPTransport) {
        requester = ServiceRequester(connection: connection, transport: transport)
    }

    /// ``serverInfo()``, answered from the last one when it is younger than `maxAge`: the
    /// version and flavour rarely change, so Home's refresh need not ask three times a turn.
    public func serverInfo(maxAge: Duration) async throws(SeerrError) -> SeerrServerInfo {
        if let info = remembered.info(youngerThan: maxAge) { return info }
        let info = try await serverInfo()
        remembered.keep(info)
        return info
    }

    // MARK: Server and user

    /// Which server answers and its version; another kind of server at the address is refused,
    /// and so is a wrong key (so a profile never saves one).
    public func serverInfo() async throws(SeerrError) -> SeerrServerInfo {
        let answer = try await send(.GET, "/status", authenticated: false)
        // A proxy in front (or an auth portal) refuses before Seerr is asked: said as a refusal.
        if answer.status == 401 || answer.status == 403 { throw SeerrError(.status(UnexpectedStatus(answer))) }
        guard answer.status == 200, let status = try? requester.json(answer), let version = status.nonEmpty("version")
        else {
            throw SeerrError(.wrongService(found: "another kind of server (it has no /api/v1/status)"))
        }
        let settings = try? await call(.GET, "/settings/public", authenticated: false)
        _ = try await me()
        return SeerrServerInfo(
            flavour: .from(version: version, hasMediaServerType: settings?["mediaServerType"] != nil),
            version: version, updateAvailable: status["updateAvailable"]?.flag ?? false)
    }

    /// The user the API key acts as, with their permissions; a refused key says so.
    public func me() async throws(SeerrError) -> SeerrUser {
        let answer = try await send(.GET, "/auth/me")
        if answer.status == 401 || answer.status == 403 { throw SeerrError(.refusedKey) }
        let record = try read(answer, doing: "say who the key belongs to")
        guard let user = SeerrUser(record: record) else { throw SeerrError(.unreadable("the user has no id")) }
        return user
    }

    // MARK: Requests

    /// A page of requests, newest first unless `sort` says otherwise.
    public func requests(
        filter: SeerrRequestFilter = .all, sort: SeerrRequestSort = .added, mediaType: SeerrMediaType? = nil,
        take: Int = 50, skip: Int = 0
    ) async throws(SeerrError) -> SeerrPage<SeerrRequest> {
        var query = [
            ("take", String(max(1, take))), ("skip", String(max(0, skip))), ("filter", filter.rawValue),
            ("sort", sort.rawValue),
        ]
        if let mediaType { query.append(("mediaType", mediaType.rawValue)) }
        let page = try await call(.GET, "/request", query: query, doing: "list requests")
        return try Self.page(page, SeerrRequest.init(record:))
    }

    /// One request.
    public func request(_ id: Int) async throws(SeerrError) -> SeerrRequest {
        let record = try await call(.GET, "/request/\(id)", doing: "read requests", missing: "request \(id)")
        return try Self.request(record)
    }

    /// How many requests in each state.
    public func requestCounts() async throws(SeerrError) -> SeerrRequestCounts {
        SeerrRequestCounts(record: try await call(.GET, "/request/count", doing: "count requests"))
    }

    /// Approves a pending request: Seerr sends it to Radarr or Sonarr.
    public func approve(_ id: Int) async throws(SeerrError) -> SeerrRequest {
        try Self.request(
            try await call(.POST, "/request/\(id)/approve", doing: "approve requests", missing: "request \(id)"))
    }

    /// Declines a request.
    public func decline(_ id: Int) async throws(SeerrError) -> SeerrRequest {
        try Self.request(
            try await call(.POST, "/request/\(id)/decline", doing: "decline requests", missing: "request \(id)"))
    }

    /// Sends a failed request to Radarr or Sonarr again.
    public func retry(_ id: Int) async throws(SeerrError) -> SeerrRequest {
        try Self.request(
            try await call(.POST, "/request/\(id)/retry", doing: "retry requests", missing: "request \(id)"))
    }

    /// Deletes a request.
    public func delete(_ id: Int) async throws(SeerrError) {
        _ = try await call(.DELETE, "/request/\(id)", doing: "delete requests", missing: "request \(id)")
    }

    /// Changes where a request goes before approving it.
    public func update(_ request: SeerrRequest, _ change: SeerrRequestChange) async throws(SeerrError) -> SeerrRequest {
        try Self.request(
            try await call(
                .PUT, "/request/\(request.id)", body: change.body(for: request), doing: "edit requests",
                missing: "request \(request.id)"))
    }

    /// Creates a request.
    public func create(_ draft: SeerrRequestDraft) async throws(SeerrError) -> SeerrRequest {
        try Self.request(try await call(.POST, "/request", body: draft.body, doing: "request titles"))
    }

    // MARK: Titles

    /// The movie or series a key names (its title and year, which a request lacks).
    public func title(_ key: SeerrTitleKey) async throws(SeerrError) -> SeerrTitle {
        let path = key.mediaType == .movie ? "/movie/\(key.tmdbId)" : "/tv/\(key.tmdbId)"
        let record = try await call(
            .GET, path, doing: "read titles", missing: "\(key.mediaType.word) TMDB \(key.tmdbId)")
        guard let title = SeerrTitle(record: record, mediaType: key.mediaType) else {
            throw SeerrError(.unreadable("the \(key.mediaType.word) has no id"))
        }
        return title
    }

    /// Movies and series matching `query` (people are left out), with what Seerr knows of each.
    public func search(_ query: String, page: Int = 1) async throws(SeerrError) -> [SeerrTitle] {
        let answer = try await call(
            .GET, "/search", query: [("query", query), ("page", String(max(1, page)))], doing: "search")
        return (answer["results"]?.elements ?? []).compactMap { SeerrTitle(record: $0) }
    }

    /// The Radarr (movies) or Sonarr (series) servers Seerr sends requests to, with their
    /// profiles and folders.
    public func arrServers(for type: SeerrMediaType) async throws(SeerrError) -> [SeerrArrServer] {
        let kind = type == .movie ? "radarr" : "sonarr"
        let list = try await call(.GET, "/service/\(kind)", doing: "list its \(kind) servers")
        var servers = (list.elements ?? []).compactMap(SeerrArrServer.init(record:))
        for index in servers.indices {
            let details = try await call(.GET, "/service/\(kind)/\(servers[index].id)", doing: "read its servers")
            servers[index].profiles = (details["profiles"]?.elements ?? []).compactMap { profile in
                guard let id = profile["id"]?.int64 else { return nil }
                return SeerrProfile(id: Int(clamping: id), name: profile.nonEmpty("name") ?? "profile \(id)")
            }
            servers[index].rootFolders = (details["rootFolders"]?.elements ?? []).compactMap { $0.nonEmpty("path") }
        }
        return servers
    }

    // MARK: Issues

    /// A page of issues (open ones unless `filter` says otherwise), newest first.
    public func issues(
        filter: SeerrIssueFilter = .open, take: Int = 50, skip: Int = 0
    ) async throws(SeerrError)
        -> SeerrPage<SeerrIssue>
    {
        let page = try await call(
            .GET, "/issue",
            query: [
                ("take", String(max(1, take))), ("skip", String(max(0, skip))), ("filter", filter.rawValue),
                ("sort", "added"),
            ], doing: "see issues")
        return try Self.page(page, SeerrIssue.init(record:))
    }

    /// How many issues are open and resolved.
    public func issueCounts() async throws(SeerrError) -> SeerrIssueCounts {
        SeerrIssueCounts(record: try await call(.GET, "/issue/count", doing: "see issues"))
    }

    /// Adds a comment to an issue.
    public func comment(onIssue id: Int, _ message: String) async throws(SeerrError) -> SeerrIssue {
        let record = try await call(
            .POST, "/issue/\(id)/comment", body: .object(["message": .string(message)]), doing: "comment on issues",
            missing: "issue \(id)")
        guard let issue = SeerrIssue(record: record) else { throw SeerrError(.unreadable("the issue has no id")) }
        return issue
    }

    /// Resolves or reopens an issue.
    public func setIssue(_ id: Int, resolved: Bool) async throws(SeerrError) -> SeerrIssue {
        let record = try await call(
            .POST, "/issue/\(id)/\(resolved ? "resolved" : "open")", doing: "resolve issues", missing: "issue \(id)")
        guard let issue = SeerrIssue(record: record) else { throw SeerrError(.unreadable("the issue has no id")) }
        return issue
    }
}
