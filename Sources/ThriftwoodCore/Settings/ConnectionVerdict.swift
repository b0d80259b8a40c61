import ArrKit
import RadarrAPI

/// The outcome of "test connection", worded for a person.
public enum ConnectionVerdict: Sendable, Hashable {
    /// Not tested since the last change.
    case untested
    /// A test is running.
    case testing
    /// The server answered as Radarr.
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

    /// Tests `server` through `radarr`.
    static func test(_ server: RadarrServer, with radarr: any RadarrService) async -> ConnectionVerdict {
        do {
            let status = try await radarr.test(server)
            return .connected("\(status.instanceName ?? status.appName ?? "Radarr") \(status.version ?? "")")
        } catch {
            return .failed(ErrorNotice(error))
        }
    }
}
