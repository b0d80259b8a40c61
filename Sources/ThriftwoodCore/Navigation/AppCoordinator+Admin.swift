import Foundation
import ThriftwoodNavigation

extension AppCoordinator {
    /// An admin screen of the *arr server the route names, reached through its kind's engine.
    func makeAdmin(_ route: AdminRoute, kind: ServiceKind, server slug: String?) -> ServerAdminViewModel {
        let server = routedServer(kind, on: slug)
        let ref = ServerRef(kind: kind, name: server?.name ?? kind.displayName, slug: slug)
        let services = dependencies.services
        let engine = dependencies.kinds.declaration(of: kind)?.arrEngine
        let missing = missingServer(kind, on: slug)
        let model = ServerAdminViewModel(route: route, server: ref, now: dependencies.clock) {
            guard let server, let engine else { throw missing }
            return try await engine.client(services, server)
        }
        model.asksFirst = preferences.confirmDestructiveActions
        model.onOpen = { [weak self] in self?.navigate(to: .admin($0, kind: kind, server: slug)) }
        if case .manualImport(.download) = route {
            // Imported, the download leaves the queue: back there, which shows it gone.
            model.onImported = { [weak self] in
                guard let self, model.table.value?.rows.isEmpty == true else { return }
                let path = self.navigator.state.path
                if path.count >= 2 { self.closeForm(reloading: path[path.count - 2]) } else { self.navigateBack() }
            }
        }
        return model
    }
}
