import Foundation
import Logging
import SeerrKit

extension AppCoordinator {
    /// Seerr's screen for `route`, reading the server the route names.
    func makeRequests(_ route: RequestsRoute, server slug: String?) -> RequestsScreenModel {
        let server = routedServer(.seerr, on: slug)
        let ref = ServerRef(kind: .seerr, name: server?.name ?? ServiceKind.seerr.displayName, slug: slug)
        let requests = dependencies.requests
        let missing = missingServer(.seerr, on: slug)
        let client: @Sendable () async throws -> SeerrClient = {
            guard let server else { throw missing }
            return try await requests.client(for: server)
        }
        let clock = dependencies.clock
        let titles: @Sendable (Set<SeerrTitleKey>, SeerrClient) async -> ([SeerrTitleKey: SeerrTitle], Int) = {
            await requests.titles($0, with: $1, now: clock())
        }
        let log = dependencies.logger("thriftwood.seerr")
        switch route {
        case .list:
            let model = RequestsViewModel(server: ref, client: client, titles: titles, clock: clock)
            model.pictureRef = pictureRefs(on: server)
            model.onOpen = { [weak self] id in self?.navigate(to: .requests(.request(id: id), server: slug)) }
            model.onOpenIssues = { [weak self] in self?.navigate(to: .requests(.issues, server: slug)) }
            model.onLog = { log.notice("\($0)") }
            return .list(model)
        case .request(let id):
            let model = RequestDetailViewModel(server: ref, id: id, client: client, titles: titles, clock: clock)
            model.actions.onLog = { log.notice("\($0)") }
            return .request(model)
        case .issues:
            return .issues(IssuesViewModel(server: ref, client: client, titles: titles, clock: clock))
        case .new(let mediaType, let tmdbId):
            let model = NewRequestViewModel(
                server: ref, key: SeerrTitleKey(mediaType: mediaType, tmdbId: tmdbId), client: client)
            model.onLog = { log.notice("\($0)") }
            return .new(model)
        }
    }
}
