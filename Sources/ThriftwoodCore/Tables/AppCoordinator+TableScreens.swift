extension AppCoordinator {
    /// The server of `kind` a route names (its slug; nil: the first), its name for headings, and
    /// how to reach it: `client` once the server is known, else why there is none.
    func routedConnection<Client: Sendable>(
        _ kind: ServiceKind, on slug: String?, client: @escaping @Sendable (ServiceServer) async throws -> Client
    ) -> (name: String, connect: @Sendable () async throws -> Client) {
        let server = routedServer(kind, on: slug)
        let missing = missingServer(kind, on: slug)
        return (
            server?.name ?? kind.displayName,
            {
                guard let server else { throw missing }
                return try await client(server)
            }
        )
    }

    /// A table screen headed "`name` · `title`" over `source`, leading to its siblings `links`.
    func tableScreen(
        _ name: String, _ title: String, source: TableSource, search: String? = nil, links: [TableLink]
    ) -> TableViewModel {
        let model = TableViewModel(heading: "\(name) · \(title)", source: source, search: search, links: links)
        model.onNavigate = { [weak self] in self?.navigate(to: $0) }
        model.onReplace = { [weak self] in self?.replaceTop(with: $0) }
        return model
    }
}
