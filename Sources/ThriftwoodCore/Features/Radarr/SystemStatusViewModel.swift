import ArrKit
import Foundation
import Observation
import RadarrAPI

/// The server: version, OS and start time; health checks; disk space; running commands.
@MainActor
@Observable
public final class SystemStatusViewModel {
    /// Everything the system screen shows.
    public struct Report: Sendable, Hashable {
        /// Version, OS, start time.
        public var status: SystemStatus
        /// Health checks.
        public var health: [HealthCheck]
        /// Disk space per path.
        public var disks: [DiskSpace]
        /// Commands queued or running, or why they could not be read.
        public var commands: LoadedPart<[CommandResource]>
    }

    /// The loaded report.
    public private(set) var report = Loadable<Report>()
    private let radarr: any RadarrService

    /// Creates the system screen's model.
    public init(radarr: any RadarrService) {
        self.radarr = radarr
    }

    /// Loads the report.
    public func load() async {
        report.begin()
        let radarr = radarr
        report.finish(
            await capture {
                let client = try await radarr.client()
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
