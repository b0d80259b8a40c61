import Logging
import NIOCore
import Synchronization

/// Caps how many connections `serve` holds at once, so a flood of sockets (which need no
/// sign-in) cannot spend the descriptors that the database, the servers' requests and the
/// webhooks need, and cannot crowd out the household. At the cap, a new connection takes the
/// place of the oldest one that has not yet sent a whole request (a silent socket, a slow
/// sender's unfinished head); only when every held connection is in use is the newcomer closed.
/// The log says so once a minute. Silent and slow connections are also cut by the idle timeout
/// (``WebSite/idleTimeout``).
final class ConnectionGuard: Sendable {
    /// Connections held at once.
    let limit: Int
    private struct Held {
        let channel: any Channel
        let order: UInt64
        var spoke = false
    }
    private struct State {
        var held: [ObjectIdentifier: Held] = [:]
        var opened: UInt64 = 0
        var lastWarning: ContinuousClock.Instant?
    }
    private let state = Mutex(State())
    private let logger: Logger

    init(limit: Int, logger: Logger) {
        self.limit = limit
        self.logger = logger
    }

    /// How many connections are held now.
    var count: Int { state.withLock { $0.held.count } }

    /// A handler for one new connection: it holds the connection while it lives, and marks it
    /// in use once a request arrives whole.
    func handler() -> Handler { Handler(guard: self) }

    /// Holds `channel`, making room by closing the oldest silent connection at the cap; false
    /// when there is no room.
    fileprivate func admit(_ channel: any Channel) -> Bool {
        let (admitted, evicted, warn) = state.withLock { state -> (Bool, (any Channel)?, Bool) in
            var evicted: (any Channel)?
            if state.held.count >= limit {
                let silent = state.held.filter { !$0.value.spoke }.min { $0.value.order < $1.value.order }
                if let (key, held) = silent {
                    state.held[key] = nil
                    evicted = held.channel
                }
            }
            let admitted = state.held.count < limit
            if admitted {
                state.opened &+= 1
                state.held[ObjectIdentifier(channel)] = Held(channel: channel, order: state.opened)
            }
            // Said once a minute, when the cap made a choice.
            let now = ContinuousClock.now
            let warn = (evicted != nil || !admitted) && state.lastWarning.map { now - $0 > .seconds(60) } ?? true
            if warn { state.lastWarning = now }
            return (admitted, evicted, warn)
        }
        evicted?.close(promise: nil)
        if warn {
            logger.warning(
                admitted
                    ? "\(limit) connections are open (the cap): closing the oldest that sent no request for a new one"
                    : "refused a connection: \(limit) are open and each is in use (the cap on connections at once)")
        }
        return admitted
    }

    fileprivate func spoke(_ channel: any Channel) {
        state.withLock { $0.held[ObjectIdentifier(channel)]?.spoke = true }
    }

    fileprivate func left(_ channel: any Channel) {
        _ = state.withLock { $0.held.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Holds one connection, or closes it when there is no room.
    final class Handler: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = NIOAny
        private let connections: ConnectionGuard
        private var held = false
        private var spoke = false

        fileprivate init(guard connections: ConnectionGuard) { self.connections = connections }

        func handlerAdded(context: ChannelHandlerContext) {
            held = connections.admit(context.channel)
            if !held { context.close(promise: nil) }
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            if held { connections.left(context.channel) }
            held = false
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard held else { return }
            if !spoke {
                spoke = true
                connections.spoke(context.channel)
            }
            context.fireChannelRead(data)
        }
    }
}

@available(*, unavailable)
extension ConnectionGuard.Handler: Sendable {}
