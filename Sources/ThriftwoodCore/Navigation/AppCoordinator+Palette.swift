import Foundation
import ThriftwoodNavigation

extension AppCoordinator {
    /// The command palette over the active profile: its screens, its cached movies and
    /// series, the profiles, and `actions` — the visible screen's keys, which `onAction`
    /// presses when chosen. Links open as the palette's navigation (logged with the query).
    public func makePalette(
        actions: [PaletteItem], onAction: @escaping @MainActor (String) -> Void
    ) -> CommandPaletteViewModel {
        let profiles = dependencies.profiles
        var sources: [@Sendable () async throws -> [PaletteItem]] = [
            {
                try await profiles.profiles().map {
                    PaletteItem(kind: .profile, title: $0.name, detail: "switch profile", target: .profile($0.name))
                }
            }
        ]
        // Every server's library; one never opened is read from its server, so a fresh data
        // directory finds titles too.
        for context in enabledServers {
            if let titles = dependencies.kinds.declaration(of: context.server.kind)?.palette?(context) {
                sources.append(titles)
            }
        }
        let palette = CommandPaletteViewModel(
            fixed: PaletteCatalog.screens(for: profile, kinds: dependencies.kinds) + actions, sources: sources)
        palette.onChoose = { [weak self] item, query in
            guard let self else { return }
            switch item.target {
            case .link(let link): self.track { await self.open(link, source: .palette(query: query)) }
            case .profile(let name): self.track { _ = await self.switchProfile(named: name) }
            case .key(let key): onAction(key)
            }
        }
        return palette
    }
}
