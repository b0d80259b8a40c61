import Foundation
import Logging
import TautulliKit

extension AppCoordinator {
    /// Tautulli's screen for `route`, reading the server the route names.
    func makeStreams(_ route: StreamsRoute, server slug: String?) -> StreamsScreenModel {
        let server = routedServer(.tautulli, on: slug)
        let ref = ServerRef(kind: .tautulli, name: server?.name ?? ServiceKind.tautulli.displayName, slug: slug)
        let streams = dependencies.streams
        let missing = missingServer(.tautulli, on: slug)
        let client: @Sendable () async throws -> TautulliClient = {
            guard let server else { throw missing }
            return try await streams.client(for: server)
        }
        switch route {
        case .nowPlaying:
            let model = NowPlayingViewModel(server: ref, client: client)
            model.pictureRef = pictureRefs(on: server)
            model.onOpenHistory = { [weak self] in self?.navigate(to: .streams(.history, server: slug)) }
            model.onOpenStats = { [weak self] in self?.navigate(to: .streams(.stats, server: slug)) }
            let log = dependencies.logger("thriftwood.tautulli")
            model.onLog = { log.notice("\($0)") }
            return .nowPlaying(model)
        case .history: return .history(PlaysViewModel(server: ref, client: client))
        case .stats: return .stats(StatsViewModel(server: ref, client: client))
        }
    }
}
