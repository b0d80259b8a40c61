import ArrKit
import Foundation
import RadarrAPI

/// The outcome of "test connection", worded for a person.
public enum ConnectionVerdict: Sendable, Hashable {
    /// Not tested since the last change.
    case untested
    /// A test is running.
    case testing
    /// The server answered as the service it should be.
    case connected(String)
    /// The test failed.
    case failed(ErrorNotice)

    /// One line for the form.
    public var summary: String {
        switch self {
        case .untested: "Not tested"
        case .testing: "Testing…"
        case .connected(let server): "Connected to \(server)"
        case .failed(let notice): "\(notice.message) \(notice.suggestion)"
        }
    }

    /// Tests `server` through the service of its kind.
    static func test(_ server: ServiceServer, with tester: ServiceTester) async -> ConnectionVerdict {
        do {
            let status = try await tester.status(of: server)
            let name = status.instanceName ?? status.appName ?? server.kind.displayName
            return .connected("\(name) \(status.version ?? "")".trimmingCharacters(in: .whitespaces))
        } catch {
            return .failed(ErrorNotice(error))
        }
    }
}

/// Tests a server of any kind through what its declaration says.
public struct ServiceTester: Sendable {
    let services: KindServices
    let kinds: KindRegistry

    /// Tests through `services`, kinds declared in `kinds`.
    public init(services: KindServices, kinds: KindRegistry) {
        self.services = services
        self.kinds = kinds
    }

    /// The server's status; throws why it cannot be reached or is not the service it should be.
    public func status(of server: ServiceServer) async throws -> SystemStatus {
        guard let test = kinds.declaration(of: server.kind)?.test else { throw CoreError.noService(server.kind) }
        return try await test(services, server)
    }
}

extension AppDependencies {
    /// Tests servers of every kind of the registry.
    public var tester: ServiceTester { ServiceTester(services: services, kinds: kinds) }
}
