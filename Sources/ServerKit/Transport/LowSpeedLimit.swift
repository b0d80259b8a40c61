/// The slowest a body may arrive before a request gives up, as curl's `--speed-limit` and
/// `--speed-time`: fewer than `bytes` in any `window` after the head ends it. A big answer on
/// a slow link completes; a server that drips a byte a second fails within one window.
public struct LowSpeedLimit: Sendable, Hashable {
    /// The fewest bytes a window must bring.
    public var bytes: Int
    /// How long a window lasts.
    public var window: Duration

    /// A limit of `bytes` per `window`.
    public init(bytes: Int, window: Duration) {
        self.bytes = bytes
        self.window = window
    }

    /// 1 KB in any 20 s.
    public static let standard = LowSpeedLimit(bytes: 1024, window: .seconds(20))
}
