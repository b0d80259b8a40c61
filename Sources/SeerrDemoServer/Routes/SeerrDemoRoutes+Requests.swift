import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import SeerrKit

extension SeerrDemoRoutes {
    func registerRequests(on api: RouterGroup<BasicRequestContext>) {
        api.get("request") { request, _ in
            let query = request.uri.queryParameters
            let take = max(1, Self.int(request, "take", default: 10))
            let skip = max(0, Self.int(request, "skip", default: 0))
            let requestedBy = query.get("requestedBy").flatMap { Int($0) }
            return await self.acting(request) { user in
                // Without Manage Requests or Request View a user sees only their own requests.
                let own = user.mayManage || user.permissions & 16384 != 0 ? requestedBy : user.id
                return await self.state.requestPage(
                    filter: query.get("filter") ?? "all", sort: query.get("sort") ?? "added",
                    mediaType: query.get("mediaType"), requestedBy: own, take: take, skip: skip)
            }
        }
        api.get("request/count") { request, _ in
            await self.acting(request) { _ in .object(await self.state.counts().mapValues { .number(Double($0)) }) }
        }
        api.get("request/:id") { request, context in
            let id = context.parameters.get("id").flatMap { Int($0) } ?? 0
            return await self.acting(request) { _ throws(SeerrDemoRefusal) in
                guard let found = await self.state.request(id) else { throw .notFound }
                return await self.state.requestRecord(found)
            }
        }
        api.post("request") { request, _ in
            let body = await Self.body(request)
            return await self.acting(request) { user throws(SeerrDemoRefusal) in
                guard let type = body["mediaType"]?.text.flatMap(SeerrMediaType.init(lenient:)),
                    let tmdb = body["mediaId"]?.int64
                else { throw .invalid("mediaType and mediaId are required.") }
                let seasons: [Int]? =
                    body["seasons"]?.text == "all"
                    ? nil : body["seasons"]?.elements?.compactMap { $0.int64.map { Int(clamping: $0) } }
                let created = try await self.state.create(
                    SeerrTitleKey(mediaType: type, tmdbId: Int(clamping: tmdb)), seasons: seasons,
                    is4k: body["is4k"]?.flag ?? false, by: user)
                return await self.state.requestRecord(created)
            }
        }
        api.put("request/:id") { request, context in
            let id = context.parameters.get("id").flatMap { Int($0) } ?? 0
            let body = await Self.body(request)
            return await self.acting(request) { user throws(SeerrDemoRefusal) in
                guard body["mediaType"]?.text != nil else { throw .invalid("mediaType is required.") }
                let updated = try await self.state.update(
                    id, serverId: body["serverId"]?.int64.map { Int(clamping: $0) },
                    profileId: body["profileId"]?.int64.map { Int(clamping: $0) },
                    rootFolder: body.nonEmpty("rootFolder"),
                    seasons: body["seasons"]?.elements?.compactMap { $0.int64.map { Int(clamping: $0) } },
                    is4k: body["is4k"]?.flag, by: user)
                return await self.state.requestRecord(updated)
            }
        }
        api.post("request/:id/:action") { request, context in
            let id = context.parameters.get("id").flatMap { Int($0) } ?? 0
            let action = context.parameters.get("action") ?? ""
            return await self.acting(request) { user throws(SeerrDemoRefusal) in
                let changed: SeerrDemoRequest
                switch action {
                case "approve": changed = try await self.state.decide(id, approve: true, by: user)
                case "decline": changed = try await self.state.decide(id, approve: false, by: user)
                case "retry": changed = try await self.state.retry(id, by: user)
                default: throw .notFound
                }
                return await self.state.requestRecord(changed)
            }
        }
        api.delete("request/:id") { request, context in
            let id = context.parameters.get("id").flatMap { Int($0) } ?? 0
            let answer = await self.acting(request) { user throws(SeerrDemoRefusal) in
                try await self.state.delete(id, by: user)
                return .null
            }
            return answer.status == .ok ? DemoAnswers.empty() : answer
        }
    }
}
