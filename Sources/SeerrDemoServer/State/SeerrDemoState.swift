import ArrDemoKit
import Foundation
import SeerrKit

/// One request as the demo keeps it.
struct SeerrDemoRequest: Sendable {
    let id: Int
    let key: SeerrTitleKey
    var status: Int
    var is4k: Bool
    var seasons: [Int]
    let requestedBy: Int
    var modifiedBy: Int?
    let createdAt: Date
    var updatedAt: Date
    var serverId: Int?
    var profileId: Int?
    var rootFolder: String?
}

/// One issue as the demo keeps it.
struct SeerrDemoIssue: Sendable {
    let id: Int
    let type: Int
    var status: Int
    let key: SeerrTitleKey
    let season: Int
    let episode: Int
    let createdBy: Int
    let createdAt: Date
    var comments: [(user: Int, message: String, at: Date)]
}

/// Why the demo refused an action, as Seerr words it.
enum SeerrDemoRefusal: Error {
    case notFound
    case forbidden
    case invalid(String)
}

/// The demo Seerr's whole state: a dozen requests in every state from several users, and
/// issues. Approving hands the title to the demo Radarr or Sonarr through the exchange.
actor SeerrDemoState {
    let clock: @Sendable () -> Date
    let exchange: DemoRequestExchange?
    /// Its webhook agent, which hears new requests, decisions and issues.
    let webhook: SeerrDemoWebhook?
    var requests: [SeerrDemoRequest] = []
    var issues: [SeerrDemoIssue] = []
    var nextRequestId = 1
    var nextIssueId = 1

    /// The requests the demo starts with: tmdb, type, status, user, seasons, 4K, hours ago.
    static let seeds: [(Int, SeerrMediaType, Int, Int, [Int], Bool, Double)] = [
        (693_134, .movie, 1, 2, [], false, 2),
        (63_639, .tv, 1, 3, [1, 2], false, 5),
        (792_307, .movie, 1, 3, [], true, 9),
        (70_523, .tv, 1, 4, [1, 2, 3], false, 20),
        (1_022_789, .movie, 1, 5, [], false, 26),
        (111_803, .tv, 1, 2, [3], false, 30),
        (666_277, .movie, 2, 2, [], false, 50),
        (83_867, .tv, 2, 4, [1, 2], false, 70),
        (915_935, .movie, 3, 3, [], false, 96),
        (466_420, .movie, 3, 4, [], false, 120),
        (94_605, .tv, 4, 2, [1, 2], false, 140),
        (496_243, .movie, 5, 3, [], false, 400),
        (95_396, .tv, 5, 4, [1, 2], false, 500),
    ]

    /// What the demo has approved before it starts, as it hands it to Radarr and Sonarr.
    static var approvedAtStart: [SeerrDemoRequest] {
        seeds.enumerated().filter { $0.element.2 == 2 }.map { index, seed in
            SeerrDemoRequest(
                id: index + 1, key: SeerrTitleKey(mediaType: seed.1, tmdbId: seed.0), status: 2, is4k: seed.5,
                seasons: seed.4, requestedBy: seed.3, modifiedBy: 1, createdAt: Date(), updatedAt: Date(), serverId: 0,
                profileId: 1, rootFolder: nil)
        }
    }

    init(clock: @escaping @Sendable () -> Date, exchange: DemoRequestExchange?, webhook: SeerrDemoWebhook? = nil) {
        self.webhook = webhook
        self.clock = clock
        self.exchange = exchange
        let now = clock()
        func ago(_ hours: Double) -> Date { now.addingTimeInterval(-hours * 3600) }
        let seeds = Self.seeds
        var built: [SeerrDemoRequest] = []
        for (tmdb, type, status, user, seasons, is4k, hours) in seeds {
            let request = SeerrDemoRequest(
                id: built.count + 1, key: SeerrTitleKey(mediaType: type, tmdbId: tmdb), status: status, is4k: is4k,
                seasons: seasons, requestedBy: user, modifiedBy: status == 1 ? nil : 1, createdAt: ago(hours),
                updatedAt: ago(max(0, hours - 1)), serverId: status == 1 ? nil : 0,
                profileId: status == 1 ? nil : 1, rootFolder: nil)
            built.append(request)
        }
        let issueSeeds: [(Int, SeerrMediaType, Int, Int, Int, Int, Int, String, Double)] = [
            // tmdb, type, issue type, status, season, episode, user, message, hours ago
            (496_243, .movie, 2, 1, 0, 0, 2, "The audio drifts out of sync after the first hour.", 6),
            (95_396, .tv, 3, 1, 2, 3, 3, "No English subtitles on this episode.", 30),
            (496_243, .movie, 1, 2, 0, 0, 4, "The picture stutters in the opening scene.", 300),
        ]
        var reported: [SeerrDemoIssue] = []
        for (tmdb, mediaType, type, status, season, episode, user, message, hours) in issueSeeds {
            reported.append(
                SeerrDemoIssue(
                    id: reported.count + 1, type: type, status: status,
                    key: SeerrTitleKey(mediaType: mediaType, tmdbId: tmdb),
                    season: season, episode: episode, createdBy: user, createdAt: ago(hours),
                    comments: [(user, message, ago(hours))]))
        }
        requests = built
        issues = reported
        nextRequestId = built.count + 1
        nextIssueId = reported.count + 1
        // Approved before the demo started: the *arr has it (or is getting it) already.
        for request in built where request.status == 2 { handOver(request) }
    }

    // MARK: Requests

    /// Requests after Seerr's filter, newest first (or by last change).
    func requests(filter: String, sort: String, mediaType: String?, requestedBy: Int?) -> [SeerrDemoRequest] {
        let chosen = requests.filter { request in
            let media = mediaStatus(request.key, is4k: request.is4k)
            let kept =
                switch filter {
                case "pending": request.status == 1
                case "approved": request.status == 2
                case "declined": request.status == 3
                case "failed": request.status == 4
                case "completed", "available": request.status == 5 || media == 5
                case "processing": request.status == 2 && media == 3
                case "unavailable": request.status != 3 && media != 5
                default: true
                }
            return kept && (mediaType == nil || mediaType == "all" || request.key.mediaType.rawValue == mediaType)
                && (requestedBy == nil || request.requestedBy == requestedBy)
        }
        return chosen.sorted {
            sort == "modified" ? $0.updatedAt > $1.updatedAt : $0.createdAt > $1.createdAt
        }
    }

    func request(_ id: Int) -> SeerrDemoRequest? { requests.first { $0.id == id } }

    /// Counts by state.
    func counts() -> [String: Int] {
        let statuses = requests.map(\.status)
        func count(_ status: Int) -> Int { statuses.filter { $0 == status }.count }
        return [
            "total": requests.count, "movie": requests.filter { $0.key.mediaType == .movie }.count,
            "tv": requests.filter { $0.key.mediaType == .tv }.count, "pending": count(1), "approved": count(2),
            "declined": count(3), "processing": count(2), "available": count(5), "completed": count(5),
        ]
    }

    /// Approves or declines a pending (or approved) request, as `user`.
    func decide(_ id: Int, approve: Bool, by user: SeerrDemoUser) throws(SeerrDemoRefusal) -> SeerrDemoRequest {
        guard user.mayManage else { throw .forbidden }
        guard let index = requests.firstIndex(where: { $0.id == id }) else { throw .notFound }
        requests[index].status = approve ? 2 : 3
        requests[index].modifiedBy = user.id
        requests[index].updatedAt = clock()
        if approve {
            requests[index].serverId = requests[index].serverId ?? 0
            requests[index].profileId = requests[index].profileId ?? 1
            handOver(requests[index])
        }
        pushRequest(approve ? "MEDIA_APPROVED" : "MEDIA_DECLINED", requests[index])
        return requests[index]
    }

    /// Sends a failed request again.
    func retry(_ id: Int, by user: SeerrDemoUser) throws(SeerrDemoRefusal) -> SeerrDemoRequest {
        guard user.mayManage else { throw .forbidden }
        guard let index = requests.firstIndex(where: { $0.id == id }) else { throw .notFound }
        requests[index].status = 2
        requests[index].updatedAt = clock()
        handOver(requests[index])
        return requests[index]
    }

    /// Deletes a request (its own pending one, or any with the permission).
    func delete(_ id: Int, by user: SeerrDemoUser) throws(SeerrDemoRefusal) {
        guard let index = requests.firstIndex(where: { $0.id == id }) else { throw .notFound }
        guard user.mayManage || (requests[index].requestedBy == user.id && requests[index].status == 1) else {
            throw .forbidden
        }
        requests.remove(at: index)
    }

    /// Changes where a request goes.
    func update(
        _ id: Int, serverId: Int?, profileId: Int?, rootFolder: String?, seasons: [Int]?, is4k: Bool?,
        by user: SeerrDemoUser
    ) throws(SeerrDemoRefusal) -> SeerrDemoRequest {
        guard let index = requests.firstIndex(where: { $0.id == id }) else { throw .notFound }
        guard user.mayManage || requests[index].requestedBy == user.id else { throw .forbidden }
        if let serverId { requests[index].serverId = serverId }
        if let profileId { requests[index].profileId = profileId }
        if let rootFolder { requests[index].rootFolder = rootFolder }
        if let seasons, requests[index].key.mediaType == .tv { requests[index].seasons = seasons.sorted() }
        if let is4k { requests[index].is4k = is4k }
        requests[index].updatedAt = clock()
        return requests[index]
    }

    /// Creates a request as `user`; an admin's (or an auto-approver's) is approved at once.
    func create(
        _ key: SeerrTitleKey, seasons: [Int]?, is4k: Bool, by user: SeerrDemoUser
    ) throws(SeerrDemoRefusal) -> SeerrDemoRequest {
        guard let title = SeerrDemoCatalogue.title(key) else { throw .notFound }
        guard user.mayRequest(key.mediaType) else { throw .forbidden }
        if requests.contains(where: { $0.key == key && $0.is4k == is4k && $0.status != 3 }) {
            throw .invalid("Request for this media already exists.")
        }
        let now = clock()
        let asked = key.mediaType == .tv ? (seasons ?? Array(1...max(1, title.seasons))) : []
        let request = SeerrDemoRequest(
            id: nextRequestId, key: key, status: user.mayManage ? 2 : 1, is4k: is4k, seasons: asked,
            requestedBy: user.id, modifiedBy: user.mayManage ? user.id : nil, createdAt: now, updatedAt: now,
            serverId: user.mayManage ? 0 : nil, profileId: user.mayManage ? 1 : nil, rootFolder: nil)
        nextRequestId += 1
        requests.append(request)
        if request.status == 2 { handOver(request) }
        pushRequest(request.status == 2 ? "MEDIA_AUTO_APPROVED" : "MEDIA_PENDING", request)
        return request
    }

    /// Seerr's availability number for a title: 5 available, 3 processing, 2 pending, 1 unknown.
    func mediaStatus(_ key: SeerrTitleKey, is4k: Bool = false) -> Int {
        let mine = requests.filter { $0.key == key && $0.is4k == is4k }
        if mine.contains(where: { $0.status == 5 }) { return 5 }
        if mine.contains(where: { $0.status == 2 }) { return 3 }
        if mine.contains(where: { $0.status == 1 }) { return 2 }
        return 1
    }

    /// Every request for a title.
    func requests(for key: SeerrTitleKey) -> [SeerrDemoRequest] { requests.filter { $0.key == key } }

    private nonisolated func handOver(_ request: SeerrDemoRequest) {
        Self.handOver(request, to: exchange)
    }

    /// Posts an approved request's title to its *arr.
    static func handOver(_ request: SeerrDemoRequest, to exchange: DemoRequestExchange?) {
        guard let title = SeerrDemoCatalogue.title(request.key) else { return }
        exchange?.post(
            DemoApprovedTitle(
                service: request.key.mediaType == .movie ? "radarr" : "sonarr", tmdbId: title.key.tmdbId,
                tvdbId: title.tvdbId, title: title.title, year: title.year, seasons: request.seasons,
                profileId: request.profileId, rootFolder: request.rootFolder))
    }

    // MARK: Issues

    func issues(filter: String) -> [SeerrDemoIssue] {
        issues.filter { filter == "all" || (filter == "resolved" ? $0.status == 2 : $0.status == 1) }
            .sorted { $0.createdAt > $1.createdAt }
    }

    func issue(_ id: Int) -> SeerrDemoIssue? { issues.first { $0.id == id } }

    func comment(_ id: Int, _ message: String, by user: SeerrDemoUser) throws(SeerrDemoRefusal) -> SeerrDemoIssue {
        guard let index = issues.firstIndex(where: { $0.id == id }) else { throw .notFound }
        guard !message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .invalid("The comment is empty.")
        }
        issues[index].comments.append((user.id, message, clock()))
        pushIssue("ISSUE_COMMENT", issues[index], comment: (user.id, message))
        return issues[index]
    }

    func setIssue(_ id: Int, resolved: Bool, by user: SeerrDemoUser) throws(SeerrDemoRefusal) -> SeerrDemoIssue {
        guard user.permissions & (2 | 1_048_576) != 0 else { throw .forbidden }
        guard let index = issues.firstIndex(where: { $0.id == id }) else { throw .notFound }
        issues[index].status = resolved ? 2 : 1
        pushIssue(resolved ? "ISSUE_RESOLVED" : "ISSUE_REOPENED", issues[index])
        return issues[index]
    }
}

extension SeerrDemoUser {
    /// Admin or Manage Requests.
    var mayManage: Bool { permissions & (2 | 16) != 0 }

    /// Admin, Request, or the type's own request permission.
    func mayRequest(_ type: SeerrMediaType) -> Bool {
        permissions & (2 | 32) != 0 || permissions & (type == .movie ? 262_144 : 524_288) != 0
    }
}
