import ArrDemoKit
import ArrKit
import Foundation
import Hummingbird
import SeerrKit

extension SeerrDemoRoutes {
    func registerIssues(on api: RouterGroup<BasicRequestContext>) {
        api.get("issue") { request, _ in
            let take = max(1, Self.int(request, "take", default: 10))
            let skip = max(0, Self.int(request, "skip", default: 0))
            let filter = request.uri.queryParameters.get("filter") ?? "open"
            return await self.acting(request) { _ in await self.state.issuePage(filter: filter, take: take, skip: skip)
            }
        }
        api.get("issue/count") { request, _ in
            await self.acting(request) { _ in await self.state.issueCounts() }
        }
        api.get("issue/:id") { request, context in
            let id = context.parameters.get("id").flatMap { Int($0) } ?? 0
            return await self.acting(request) { _ throws(SeerrDemoRefusal) in
                guard let issue = await self.state.issue(id) else { throw .notFound }
                return await self.state.issueRecord(issue)
            }
        }
        api.post("issue/:id/comment") { request, context in
            let id = context.parameters.get("id").flatMap { Int($0) } ?? 0
            let body = await Self.body(request)
            return await self.acting(request) { user throws(SeerrDemoRefusal) in
                let issue = try await self.state.comment(id, body["message"]?.text ?? "", by: user)
                return await self.state.issueRecord(issue)
            }
        }
        api.post("issue/:id/:status") { request, context in
            let id = context.parameters.get("id").flatMap { Int($0) } ?? 0
            let status = context.parameters.get("status") ?? ""
            return await self.acting(request) { user throws(SeerrDemoRefusal) in
                guard status == "resolved" || status == "open" else { throw .notFound }
                let issue = try await self.state.setIssue(id, resolved: status == "resolved", by: user)
                return await self.state.issueRecord(issue)
            }
        }
    }
}
