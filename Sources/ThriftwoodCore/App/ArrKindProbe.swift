import ArrKit
import LidarrAPI
import RadarrAPI
import ServerKit
import SonarrAPI

/// Which *arr answers at an address where the expected one's API path is not found: Lidarr's
/// API is `/api/v1`, Radarr's and Sonarr's `/api/v3`, so a Lidarr asked as a Radarr answers
/// 404, not "I am Lidarr". Asking the other paths' `system/status` names it.
enum ArrKindProbe {
    /// Every *arr this build knows.
    static let services: [ArrService] = [.radarr, .sonarr, .lidarr]

    /// The application name another *arr gives at `connection`, under an API path other than
    /// `service`'s; nil when none answers.
    static func otherApp(
        at connection: ServerConnection, transport: any HTTPTransport, besides service: ArrService
    ) async -> String? {
        var paths: [String] = []
        for path in services.map(\.apiPath) where path != service.apiPath && !paths.contains(path) {
            paths.append(path)
        }
        for path in paths {
            let client = ArrClient(
                service: ArrService(name: "the server", defaultPort: 80, apiPath: path), connection: connection,
                transport: transport)
            do {
                let status: SystemStatus = try await client.get("/system/status")
                if let app = status.appName, !app.isEmpty { return app }
            } catch {
                continue  // nothing there either: the expected service's own error stands
            }
        }
        return nil
    }

    /// Whether `error` says the expected API is not at the address at all (a 404 there).
    static func isMissingAPI(_ error: any Error) -> Bool {
        guard let error = error as? ArrError else { return false }
        switch error.problem {
        case .notFound: return true
        case .notTheService(let status, _, _): return status == 404
        default: return false
        }
    }
}
