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

/// Tests a server of any supported kind through that kind's service.
public struct ServiceTester: Sendable {
    let radarr: any RadarrService
    let sonarr: any SonarrService
    let downloads: any DownloadService
    let requests: any RequestService
    let streams: any StreamService
    let lidarr: any LidarrService

    /// Tests through these services.
    public init(
        radarr: any RadarrService, sonarr: any SonarrService, downloads: any DownloadService = NoDownloadService(),
        requests: any RequestService = NoRequestService(), streams: any StreamService = NoStreamService(),
        lidarr: any LidarrService = NoLidarrService()
    ) {
        self.lidarr = lidarr
        self.radarr = radarr
        self.sonarr = sonarr
        self.downloads = downloads
        self.requests = requests
        self.streams = streams
    }

    /// The server's status; throws why it cannot be reached or is not the service it should be.
    public func status(of server: ServiceServer) async throws -> SystemStatus {
        switch server.kind {
        case .radarr: try await radarr.test(server)
        case .sonarr: try await sonarr.test(server)
        case let kind where kind.isDownloadClient: try await downloads.test(server)
        case .seerr: try await requests.test(server)
        case .tautulli: try await streams.test(server)
        case .lidarr: try await lidarr.test(server)
        default: throw CoreError.noService(server.kind)
        }
    }
}

extension AppDependencies {
    /// Tests servers of every supported kind.
    public var tester: ServiceTester {
        ServiceTester(
            radarr: radarr, sonarr: sonarr, downloads: downloads, requests: requests, streams: streams, lidarr: lidarr)
    }
}
