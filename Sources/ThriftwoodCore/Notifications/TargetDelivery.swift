import Foundation
import Logging
import NIOCore
import ServerKit

/// Delivers events to targets: each delivery on its own, retried with growing waits when the
/// target could not be reached or was busy, never holding up another; how the last one went
/// is kept on the target (shown by `targets list` and the Notifications page) and logged.
public struct TargetDelivery: Sendable {
    /// How a delivery went.
    public enum Outcome: Sendable, Equatable {
        /// The target took it.
        case delivered
        /// It did not, in words, after every try.
        case failed(String)
    }

    let transport: any HTTPTransport
    let store: TargetStore
    let logger: Logger
    /// The waits before the second, third… try.
    let backoff: [Duration]
    /// `serve`'s address, for click links to pages; nil: `thriftwood://` links.
    let pageBase: String?

    /// Deliveries through `transport`, noted in `store`.
    public init(
        transport: any HTTPTransport, store: TargetStore, logger: Logger,
        backoff: [Duration] = [.seconds(5), .seconds(30), .seconds(120)], pageBase: String? = nil
    ) {
        self.transport = transport
        self.store = store
        self.logger = logger
        self.backoff = backoff
        self.pageBase = pageBase
    }

    /// Delivers `event` to every target of its profile that wants it, at once, and returns
    /// when all are done (or given up).
    public func deliver(_ fed: FedEvent, now: Date) async {
        let targets: [NotificationTarget]
        do {
            targets = try await store.targets(profileID: fed.profileID)
        } catch {
            logger.error("could not read the notification targets: \(error.description)")
            return
        }
        await withDiscardingTaskGroup { group in
            for target in targets where target.wants(fed.event, at: now) {
                group.addTask { _ = await self.deliver(fed.event, to: target, profileID: fed.profileID) }
            }
        }
    }

    /// Delivers `event` to `target`, retrying as ``backoff`` says; notes the outcome.
    @discardableResult
    public func deliver(_ event: StackEvent, to target: NotificationTarget, profileID: String) async -> Outcome {
        var tried = await tryOnce(event, to: target)
        for wait in backoff {
            guard tried.retry, !Task.isCancelled else { break }
            do {
                try await Task.sleep(for: wait)
            } catch {
                break
            }
            tried = await tryOnce(event, to: target)
        }
        let failure = tried.failure
        if let failure {
            logger.warning("could not notify \(target.name): \(failure)")
        }
        do {
            try await store.record(failure, of: target.name, profileID: profileID)
        } catch {
            logger.error("could not note how notifying \(target.name) went: \(error.description)")
        }
        return failure.map(Outcome.failed) ?? .delivered
    }

    /// One try, no retry (`targets test`).
    public func attempt(_ event: StackEvent, to target: NotificationTarget) async -> Outcome {
        await tryOnce(event, to: target).failure.map(Outcome.failed) ?? .delivered
    }

    /// One try: why it failed (nil: it did not), and whether that may pass by itself
    /// (unreachable, busy, a server error) rather than needing the target fixed.
    private func tryOnce(_ event: StackEvent, to target: NotificationTarget) async -> (failure: String?, retry: Bool) {
        guard let kind = TargetKind.named(target.kind) else {
            return ("\(target.kind) is not a kind of target this build knows.", false)
        }
        let request: TransportRequest
        do {
            request = try kind.request(TargetMessage(event, pageBase: pageBase), target)
        } catch {
            return (error.description, false)
        }
        do {
            let answer = try await transport.send(request)
            guard (200..<300).contains(answer.status) else {
                let said = String(buffer: answer.body).trimmingCharacters(in: .whitespacesAndNewlines).prefix(200)
                let reason =
                    "\(kind.displayName) at \(request.host) answered \(answer.status)"
                    + (said.isEmpty ? "." : ": \(said)")
                return (reason, answer.status == 429 || answer.status >= 500)
            }
            return (nil, false)
        } catch {
            return ("\(kind.displayName) at \(request.host) could not be reached: \(error.description)", true)
        }
    }
}
