import ArrKit
import Foundation

/// A simulated server command; its status follows the clock.
package struct DemoCommand: Sendable {
    package let id: Int
    package let request: CommandRequest
    package let queuedAt: Date

    /// A command queued at `queuedAt`.
    package init(id: Int, request: CommandRequest, queuedAt: Date) {
        self.id = id
        self.request = request
        self.queuedAt = queuedAt
    }

    /// The command as the server reports it at `now`: queued, then started, then completed.
    package func resource(at now: Date) -> CommandResource {
        let elapsed = now.timeIntervalSince(queuedAt)
        let status: CommandStatus = elapsed < 0.2 ? .queued : elapsed < 1.0 ? .started : .completed
        var resource = CommandResource(
            id: id, name: request.name, status: status,
            message: status == .completed ? "Completed" : status == .started ? "Processing" : nil)
        resource.commandName = request.name.replacingOccurrences(
            of: "([a-z])([A-Z])", with: "$1 $2", options: .regularExpression)
        resource.queued = queuedAt
        resource.started = elapsed >= 0.2 ? queuedAt.addingTimeInterval(0.2) : nil
        resource.ended = status == .completed ? queuedAt.addingTimeInterval(1.0) : nil
        resource.duration = status == .completed ? TimeSpan(seconds: 0.8) : nil
        resource.trigger = "manual"
        resource.body = CommandBody(
            movieIds: request.movieIds, name: request.name, seriesId: request.seriesId,
            seasonNumber: request.seasonNumber, episodeIds: request.episodeIds)
        return resource
    }
}
