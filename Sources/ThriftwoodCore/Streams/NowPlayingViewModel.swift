import Foundation
import Observation
import TautulliKit

/// Who is watching what now: the totals, one row per stream, live every five seconds while
/// visible; a stream stops only after a question naming the viewer and the title, and Plex's
/// refusal (no Plex Pass) is said in words.
@MainActor
@Observable
public final class NowPlayingViewModel: ScreenViewModel {
    /// A stop waiting for confirmation.
    public struct PendingStop: Hashable, Sendable {
        /// The stream.
        let session: TautulliSession
        /// What the viewer will read.
        public var message: String
    }

    /// The server, as the profile names it.
    public let server: ServerRef
    /// The streams and totals.
    private(set) var activity = Loadable<TautulliActivity>()
    /// Where loading `activity` stands (loading, failed, how many), for the front ends.
    public var activityState: LoadState { activity.state }
    /// A stop waiting for confirmation.
    var pendingStop: PendingStop?
    /// What the last action did.
    public private(set) var message: String?
    /// Why the last action failed.
    public private(set) var actionError: ErrorNotice?
    /// Opens the plays (the coordinator navigates).
    var onOpenHistory: (() -> Void)?
    /// Opens the statistics (the coordinator navigates).
    var onOpenStats: (() -> Void)?
    /// Writes a line to the app log.
    var onLog: ((String) -> Void)?
    /// The picture a stream's ``SessionLine/picturePath`` names on this server, set by the
    /// coordinator; nil without pictures.
    public var pictureRef: (@MainActor (String) -> PictureRef?)?

    private let client: @Sendable () async throws -> TautulliClient

    /// Creates the screen of `server`.
    public init(server: ServerRef, client: @escaping @Sendable () async throws -> TautulliClient) {
        self.server = server
        self.client = client
    }

    /// Reads the streams.
    public func load() async {
        activity.begin()
        let client = client
        activity.finish(await capture { try await client().activity() })
    }

    /// Refreshes every five seconds while the screen is visible.
    public func whileVisible() async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: .seconds(5)) } catch { return }
            await load()
        }
    }

    /// The streams shown.
    var sessions: [TautulliSession] { activity.value?.sessions ?? [] }

    /// The header: the totals.
    public var header: String? { activity.value.map(StreamText.totals) }

    /// What an empty list says.
    public var emptyMessage: String {
        activity.emptyMessage(activity.value?.plexReachable == false ? "" : "Nobody is watching.")
    }

    /// Asks before stopping `session`.
    func requestStop(_ session: TautulliSession) {
        pendingStop = PendingStop(session: session, message: "")
    }

    /// Stops the stream the dialog asked about, with its message.
    func confirmStop() async {
        guard let pending = pendingStop else { return }
        pendingStop = nil
        let client = client
        let text = pending.message.trimmingCharacters(in: .whitespaces)
        let result = await capture {
            try await client().terminate(pending.session, message: text.isEmpty ? nil : text)
        }
        switch result {
        case .success:
            message = "Stopped \(pending.session.user)'s \(StreamText.title(pending.session))"
            actionError = nil
            onLog?(
                "Stopped \(pending.session.user)'s stream of \(StreamText.title(pending.session)) on \(server.name)"
                    + (text.isEmpty ? "" : " — “\(text)”"))
        case .failure(let error): actionError = ErrorNotice(error)
        }
        await load()
    }

    /// Says why an action could not run.
    func actionFailed(_ reason: String) {
        message = nil
        actionError = ErrorNotice(message: reason, suggestion: "Reload the page.")
    }

    /// Opens the plays.
    public func openHistory() { onOpenHistory?() }

    /// Opens the statistics.
    public func openStats() { onOpenStats?() }
}
