extension AppCoordinator {
    /// What the profile's other servers say beside a release search that found little, each
    /// asked as its kind declares (Prowlarr names its failing indexers).
    var releaseWarnings: @Sendable () async -> [String] {
        let services = dependencies.services
        let askers = (profile?.servers ?? []).filter(\.enabled).compactMap { server in
            dependencies.kinds.declaration(of: server.kind)?.releaseWarning.map { ask in (ask, server) }
        }
        return {
            var said: [String] = []
            for (ask, server) in askers {
                if let sentence = await ask(services, server) { said.append(sentence) }
            }
            return said
        }
    }

    /// `model` with the other servers' warnings wired in.
    func releases(_ model: ReleasesViewModel) -> ReleasesViewModel {
        model.otherWarnings = releaseWarnings
        return model
    }
}
