import ArrKit
import Foundation
import SeerrKit

/// The demo's records in Seerr 3.x's shapes: what `/request`, `/movie`, `/issue`… send.
extension SeerrDemoState {
    static func date(_ date: Date) -> JSONValue { .string(ArrDate.format(date)) }

    func userRecord(_ id: Int) -> JSONValue {
        guard let user = SeerrDemoUser.all.first(where: { $0.id == id }) else { return .null }
        return .object([
            "id": .number(Double(user.id)), "email": .string(user.email), "username": .string(user.name),
            "plexUsername": .string(user.name), "displayName": .string(user.name), "userType": .number(1),
            "permissions": .number(Double(user.permissions)), "avatar": .string("/avatarproxy/\(user.id)"),
            "createdAt": Self.date(Date(timeIntervalSince1970: 1_700_000_000)),
            "updatedAt": Self.date(Date(timeIntervalSince1970: 1_700_000_000)),
            "requestCount": .number(Double(requests.filter { $0.requestedBy == user.id }.count)),
            // The rest of Seerr's `User` entity as it serialises one (its secrets filtered out):
            // every demo user signs in with Plex (`userType` 1), so each has a Plex id; the
            // Jellyfin fields and the quotas it has not set are null.
            "plexId": .number(Double(24_000_000 + user.id)), "jellyfinUsername": .null, "jellyfinUserId": .null,
            "jellyfinDeviceId": .null, "recoveryLinkExpirationDate": .null, "movieQuotaLimit": .null,
            "movieQuotaDays": .null, "tvQuotaLimit": .null, "tvQuotaDays": .null, "warnings": .array([]),
        ])
    }

    func mediaRecord(_ key: SeerrTitleKey, withRequests: Bool = false) -> JSONValue {
        let title = SeerrDemoCatalogue.title(key)
        var media: [String: JSONValue] = [
            "id": .number(Double(key.tmdbId % 10_000 + (key.mediaType == .tv ? 10_000 : 0))),
            "mediaType": .string(key.mediaType.rawValue), "tmdbId": .number(Double(key.tmdbId)),
            "tvdbId": title?.tvdbId.map { .number(Double($0)) } ?? .null,
            "status": .number(Double(mediaStatus(key))), "status4k": .number(Double(mediaStatus(key, is4k: true))),
            "createdAt": Self.date(requests(for: key).map(\.createdAt).min() ?? clock()),
            "updatedAt": Self.date(requests(for: key).map(\.updatedAt).max() ?? clock()),
            // The rest of Seerr's `Media` entity: the demo knows no IMDb id and links no title to
            // a server's own record, so these are null, as on a title nobody has added.
            "imdbId": .null, "lastSeasonChange": .null, "mediaAddedAt": .null, "serviceId": .null,
            "serviceId4k": .null, "externalServiceId": .null, "externalServiceId4k": .null,
            "externalServiceSlug": .null, "externalServiceSlug4k": .null, "ratingKey": .null, "ratingKey4k": .null,
        ]
        if withRequests { media["requests"] = .array(requests(for: key).map { requestRecord($0, withMedia: false) }) }
        return .object(media)
    }

    func requestRecord(_ request: SeerrDemoRequest, withMedia: Bool = true) -> JSONValue {
        var record: [String: JSONValue] = [
            "id": .number(Double(request.id)), "status": .number(Double(request.status)),
            "type": .string(request.key.mediaType.rawValue), "is4k": .bool(request.is4k),
            "createdAt": Self.date(request.createdAt), "updatedAt": Self.date(request.updatedAt),
            "requestedBy": userRecord(request.requestedBy),
            "modifiedBy": request.modifiedBy.map(userRecord) ?? .null,
            "serverId": request.serverId.map { .number(Double($0)) } ?? .null,
            "profileId": request.profileId.map { .number(Double($0)) } ?? .null,
            "rootFolder": request.rootFolder.map { .string($0) } ?? .null,
            "isAutoRequest": .bool(false),
            "seasons": .array(
                request.seasons.map { season in
                    .object([
                        "id": .number(Double(request.id * 100 + season)), "seasonNumber": .number(Double(season)),
                        "status": .number(Double(request.status)), "createdAt": Self.date(request.createdAt),
                        "updatedAt": Self.date(request.updatedAt),
                    ])
                }),
        ]
        if withMedia { record["media"] = mediaRecord(request.key) }
        return .object(record)
    }

    /// A search result (`MovieResult`, `TvResult`) or the start of a details record.
    func titleRecord(_ title: SeerrDemoTitle, details: Bool = false) -> JSONValue {
        let poster = "/" + SeerrDemoRoutes.posterFile(of: title)
        var record: [String: JSONValue] = [
            "id": .number(Double(title.key.tmdbId)), "overview": .string(title.overview),
            "posterPath": .string(poster), "originalLanguage": .string("en"), "popularity": .number(50),
            "voteAverage": .number(7.9), "voteCount": .number(1200),
        ]
        if !details { record["mediaType"] = .string(title.key.mediaType.rawValue) }
        switch title.key.mediaType {
        case .movie:
            record["title"] = .string(title.title)
            record["originalTitle"] = .string(title.title)
            record["releaseDate"] = .string("\(title.year)-03-01")
            record["adult"] = .bool(false)
            record["video"] = .bool(false)
        case .tv:
            record["name"] = .string(title.title)
            record["originalName"] = .string(title.title)
            record["firstAirDate"] = .string("\(title.year)-01-15")
            record["originCountry"] = .array([.string("US")])
            if details {
                record["numberOfSeasons"] = .number(Double(title.seasons))
                record["seasons"] = .array(
                    (0...title.seasons).map { season in
                        .object([
                            "id": .number(Double(title.key.tmdbId * 100 + season)),
                            "seasonNumber": .number(Double(season)), "episodeCount": .number(season == 0 ? 2 : 8),
                            "name": .string(season == 0 ? "Specials" : "Season \(season)"),
                            "overview": .string(""), "airDate": .string("\(title.year + max(0, season - 1))-01-15"),
                            "posterPath": .string(poster), "episodes": .array([]),
                        ])
                    })
            }
        }
        if details { record.merge(detailFields(title)) { kept, _ in kept } }
        if !requests(for: title.key).isEmpty { record["mediaInfo"] = mediaRecord(title.key, withRequests: true) }
        return .object(record)
    }

    func issueRecord(_ issue: SeerrDemoIssue) -> JSONValue {
        .object([
            "id": .number(Double(issue.id)), "issueType": .number(Double(issue.type)),
            "status": .number(Double(issue.status)), "problemSeason": .number(Double(issue.season)),
            "problemEpisode": .number(Double(issue.episode)), "createdAt": Self.date(issue.createdAt),
            "updatedAt": Self.date(issue.comments.last?.at ?? issue.createdAt),
            "media": mediaRecord(issue.key), "createdBy": userRecord(issue.createdBy),
            "modifiedBy": userRecord(issue.createdBy),
            "comments": .array(
                issue.comments.enumerated().map { index, comment in
                    .object([
                        "id": .number(Double(issue.id * 100 + index)), "user": userRecord(comment.user),
                        "message": .string(comment.message), "createdAt": Self.date(comment.at),
                        "updatedAt": Self.date(comment.at),
                    ])
                }),
        ])
    }

    /// `/request` with Seerr's paging.
    func requestPage(
        filter: String, sort: String, mediaType: String?, requestedBy: Int?, take: Int, skip: Int
    ) -> JSONValue {
        let all = requests(filter: filter, sort: sort, mediaType: mediaType, requestedBy: requestedBy)
        return Self.page(all.dropFirst(skip).prefix(take).map { requestRecord($0) }, total: all.count, take, skip)
    }

    /// `/issue` with Seerr's paging.
    func issuePage(filter: String, take: Int, skip: Int) -> JSONValue {
        let all = issues(filter: filter)
        return Self.page(all.dropFirst(skip).prefix(take).map(issueRecord), total: all.count, take, skip)
    }

    static func page(_ results: [JSONValue], total: Int, _ take: Int, _ skip: Int) -> JSONValue {
        .object([
            "pageInfo": .object([
                "pages": .number(Double((total + take - 1) / max(1, take))), "pageSize": .number(Double(take)),
                "results": .number(Double(total)), "page": .number(Double(skip / max(1, take) + 1)),
            ]),
            "results": .array(results),
        ])
    }

    func issueCounts() -> JSONValue {
        func count(_ type: Int) -> Double { Double(issues.filter { $0.type == type }.count) }
        return .object([
            "total": .number(Double(issues.count)), "video": .number(count(1)), "audio": .number(count(2)),
            "subtitles": .number(count(3)), "others": .number(count(4)),
            "open": .number(Double(issues.filter { $0.status == 1 }.count)),
            "closed": .number(Double(issues.filter { $0.status == 2 }.count)),
        ])
    }
}
