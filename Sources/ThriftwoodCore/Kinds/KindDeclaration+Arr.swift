import ArrKit
import Foundation

extension KindDeclaration {
    /// This declaration as a kind on the *arr engine with `client`: what every *arr does the same
    /// way, declared once — its test and overview, its client for a profile's server and for an
    /// address alone, its service on the shelf, its covers and its webhook registration. A
    /// capability the declaration already gives is kept (Prowlarr's own overview).
    public func onArrEngine<Client: ArrServiceClient>(_ client: Client.Type) -> KindDeclaration {
        let kind = self.kind
        @Sendable func serverClient(_ services: KindServices, _ server: ServiceServer) async throws -> Client {
            let service: any ArrClientService<Client> = services.arr(kind)
            return try await service.client(for: server)
        }
        var declaration = self
        declaration.test =
            test ?? { services, server in
                let service: any ArrClientService<Client> = services.arr(kind)
                return try await service.test(server)
            }
        declaration.overview =
            overview ?? { services, server in try await ServiceOverview.of(try await serverClient(services, server)) }
        let engine =
            arrEngine
            ?? ArrEngine(
                client: { services, server in try await serverClient(services, server) },
                standalone: { Client(connection: $0, transport: $1, onSkipped: $2) })
        declaration.arrEngine = engine
        declaration.hookConnector = hookConnector ?? ArrHookConnector.maker(engine)
        declaration.makeService = makeService ?? .arr(kind, Client.self)
        declaration.pictures =
            pictures ?? { services, server in ArrCoverFetcher(client: try await serverClient(services, server)) }
        return declaration
    }
}
