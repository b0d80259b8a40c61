import TautulliKit

/// Now playing's one action: stop a stream, with a message for its viewer.
extension NowPlayingViewModel: ActionableScreen {
    /// The id of stopping a stream.
    static let stopAction = "stop"

    /// Stopping the selected stream.
    public var actions: [ScreenAction] {
        [
            ScreenAction(
                id: Self.stopAction, label: "Stop…", key: "k", hint: .init("k", "stop"), target: .row,
                isDestructive: true)
        ]
    }

    /// Stopping asks, naming the viewer and the title, with a message the viewer reads.
    public func question(for request: ActionRequest) -> ActionQuestion? {
        guard request.action == Self.stopAction, let id = request.targets.first,
            let session = sessions.first(where: { $0.id == id })
        else { return nil }
        return ActionQuestion(
            StreamText.stopQuestion(session), confirm: "Stop the stream",
            note: ActionNote(
                field: "message", label: "Message to \(session.user)", prompt: "Message to \(session.user)",
                none: "no message (m writes one)", key: "m"),
            isDestructive: true)
    }

    /// Stops the stream, saying so or why not.
    public func perform(_ request: ActionRequest) async -> ActionResult {
        guard request.action == Self.stopAction, let id = request.targets.first else {
            return .refused("This screen cannot “\(request.action)”.")
        }
        await stop(id: id, message: request.input ?? "")
        return actionError.map { .refused($0.message) } ?? .done(message)
    }
}
