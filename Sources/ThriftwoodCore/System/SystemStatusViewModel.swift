import ArrKit
import Foundation
import Observation

/// Any *arr server: version, OS and start time; health checks; disk space; running commands.
@MainActor
@Observable
public final class SystemStatusViewModel {
    /// Everything the system screen shows.
    public struct Report: Sendable, Hashable {
        /// Version, OS, start time.
        var status: SystemStatus
        /// Health checks.
        var health: [HealthCheck]
        /// Disk space per path.
        var disks: [DiskSpace]
        /// Commands queued or running, or why they could not be read.
        var commands: LoadedPart<[CommandResource]>
    }

    /// The loaded report.
    public private(set) var report = Loadable<Report>()
    /// The service shown.
    public let service: ServiceKind
    /// Opens one of the server's admin screens (set by the coordinator; nil: none offered).
    public var onOpenAdmin: (@MainActor (AdminRoute) -> Void)?
    /// The admin screens the system screen opens, in its order.
    public let adminScreens = AdminRoute.screens
    private let client: @Sendable () async throws -> any ArrServiceClient

    /// Creates the system screen's model for `service`, reached through `client`.
    public init(service: ServiceKind, client: @escaping @Sendable () async throws -> any ArrServiceClient) {
        self.service = service
        self.client = client
    }

    /// Loads the report.
    public func load() async {
        report.begin()
        let connect = client
        report.finish(
            await capture {
                let client = try await connect()
                async let status = client.systemStatus()
                async let health = client.health()
                async let disks = client.diskSpace()
                async let commands = LoadedPart.capture {
                    try await client.commands().filter { !($0.status?.isFinished ?? false) }
                }
                return Report(
                    status: try await status, health: try await health, disks: try await disks,
                    commands: await commands)
            })
    }
}

extension SystemStatusViewModel: ScreenViewModel {}
