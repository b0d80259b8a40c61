import NIOCore
import NIOHTTPTypes

/// Cuts a connection whose request body comes slower than `minimum` bytes in each `window`
/// (the mirror of what the app's own client asks of servers: 1 KB in every 20 s). The idle
/// timeout counts whole HTTP parts, so without this a sender trickling one byte every 29 s
/// would hold a connection, and a route reading its body, for as long as it liked.
final class BodyRateGuard: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    /// The least a body must bring in each window.
    static let minimum = 1024
    /// The window.
    static let window = TimeAmount.seconds(20)

    private let minimum: Int
    private let window: TimeAmount
    /// Whether a body is still coming (a head arrived, its end not yet).
    private var receiving = false
    /// Bytes of the body in the current window.
    private var bytes = 0
    private var check: Scheduled<Void>?

    /// A guard asking for `minimum` bytes in every `window` of a request body.
    init(minimum: Int = BodyRateGuard.minimum, window: TimeAmount = BodyRateGuard.window) {
        self.minimum = minimum
        self.window = window
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            receiving = true
            bytes = 0
            schedule(context)
        case .body(let buffer):
            let (sum, overflow) = bytes.addingReportingOverflow(buffer.readableBytes)
            bytes = overflow ? .max : sum
        case .end:
            stop()
        }
        context.fireChannelRead(data)
    }

    func handlerRemoved(context: ChannelHandlerContext) { stop() }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    private func stop() {
        receiving = false
        check?.cancel()
        check = nil
    }

    /// Looks at the window's bytes when it ends: too few closes the connection, enough starts
    /// the next window.
    private func schedule(_ context: ChannelHandlerContext) {
        check?.cancel()
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        check = context.eventLoop.scheduleTask(in: window) {
            let (handler, context) = bound.value
            guard handler.receiving else { return }
            if handler.bytes < handler.minimum {
                handler.stop()
                context.close(promise: nil)
            } else {
                handler.bytes = 0
                handler.schedule(context)
            }
        }
    }
}

@available(*, unavailable)
extension BodyRateGuard: Sendable {}
