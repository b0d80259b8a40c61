import DownloadKit
import Foundation

extension AppCoordinator {
    /// The profile's enabled download clients, in its order, as the views across services read them.
    var downloadSources: [DownloadSource] {
        guard let profile else { return [] }
        let downloads = dependencies.downloads
        return profile.servers.filter { $0.enabled && $0.kind.isDownloadClient }.map { server in
            let ref = ServerRef(server, in: profile)
            return DownloadSource(source: ref) { try await downloads.client(for: server) }
        }
    }

    /// A download client's screen, reading the server the route names.
    func makeDownloads(_ route: DownloadsRoute, kind: ServiceKind, server slug: String?) -> DownloadsViewModel {
        let server = routedServer(kind, on: slug)
        let ref = ServerRef(kind: kind, name: server?.name ?? kind.displayName, slug: slug)
        let downloads = dependencies.downloads
        let missing = missingServer(kind, on: slug)
        let model = DownloadsViewModel(route: route, server: ref) {
            guard let server else { throw missing }
            return try await downloads.client(for: server)
        }
        model.asksBeforeRemoving = preferences.confirmDestructiveActions
        model.onOpenHistory = { [weak self] in self?.navigate(to: .downloads(.history, kind: kind, server: slug)) }
        model.onRemoved = { [weak self] in self?.goBack(to: .downloads(.queue, kind: kind, server: slug)) }
        model.onOpenItem = { [weak self] id in self?.navigate(to: .downloads(.item(id), kind: kind, server: slug)) }
        return model
    }
}
