import Foundation
import PropertyBased
import Testing
import ThriftwoodNavigation

/// Two services with the same screen names, and shared settings, as a multi-service app has.
enum ServiceRoute: Hashable, Sendable, Codable {
    enum Service: String, Hashable, Sendable, Codable, CaseIterable { case radarr, sonarr }
    case home(Service)
    case queue(Service)
    case item(Service, id: Int)
    case settings

    /// The service a route belongs to; nil for shared screens.
    var service: Service? {
        switch self {
        case .home(let service), .queue(let service), .item(let service, _): service
        case .settings: nil
        }
    }

    static func entries(for service: Service) -> [RouteEntry<ServiceRoute>] {
        [
            .fixed("queue", .queue(service)),
            .int(":id", { $0 > 0 ? .item(service, id: $0) : nil }) {
                if case .item(service, let id) = $0 { id } else { nil }
            },
        ]
    }

    static let codec = DeepLinkCodec<ServiceRoute>(
        scheme: "app",
        entries: Service.allCases.map { .scope($0.rawValue, .home($0), entries(for: $0)) } + [
            .fixed("settings", .settings)
        ])
}

@Suite("Scoped deep links: each service has its own table")
struct ScopedDeepLinkTests {
    @Test("the same segment names a different screen under each service")
    func sameNameDifferentService() throws {
        #expect(try ServiceRoute.codec.parse("app://radarr/queue").path == [.home(.radarr), .queue(.radarr)])
        #expect(try ServiceRoute.codec.parse("app://sonarr/queue").path == [.home(.sonarr), .queue(.sonarr)])
        #expect(try ServiceRoute.codec.parse("app://sonarr/12").path == [.home(.sonarr), .item(.sonarr, id: 12)])
        #expect(throws: DeepLinkError.self) { try ServiceRoute.codec.parse("app://queue") }
        #expect(throws: DeepLinkError.self) { try ServiceRoute.codec.parse("app://radarr/sonarr/queue") }
    }

    @Test("shared screens match inside a scope, and a sheet is read in the scope the stack ended in")
    func sharedAndSheets() throws {
        #expect(try ServiceRoute.codec.parse("app://sonarr/settings").path == [.home(.sonarr), .settings])
        let state = try ServiceRoute.codec.parse("app://sonarr/queue?sheet=7")
        #expect(state.sheet == PresentedSheet(root: .item(.sonarr, id: 7)))
    }

    @Test("a link printed for one service parses back to that service's routes, never another's")
    func meaningSurvivesRoundTrip() async {
        let step = zip(Gen.int(in: 0...2), Gen.int(in: 1...99_999)).map {
            kind, id -> (ServiceRoute.Service) -> ServiceRoute in
            { service in kind == 0 ? .queue(service) : kind == 1 ? .item(service, id: id) : .settings }
        }
        await propertyCheck(count: 300, input: Gen.bool, step.array(of: 0...8)) { sonarr, steps in
            let service: ServiceRoute.Service = sonarr ? .sonarr : .radarr
            let path = [ServiceRoute.home(service)] + steps.map { $0(service) }
            guard let text = try? ServiceRoute.codec.printText(NavigationState(path: path)),
                let parsed = try? ServiceRoute.codec.parse(text)
            else {
                Issue.record("\(path) did not round-trip")
                return
            }
            #expect(parsed.path == path)
            #expect(parsed.path.allSatisfy { $0.service == nil || $0.service == service })
        }
    }

    @Test("a service's screen outside its scope has no link")
    func unprintableOutsideScope() {
        #expect(throws: DeepLinkError.self) {
            try ServiceRoute.codec.printText(NavigationState(path: [.queue(.radarr)]))
        }
        #expect(throws: DeepLinkError.self) {
            try ServiceRoute.codec.printText(NavigationState(path: [.home(.sonarr), .queue(.radarr)]))
        }
    }
}
