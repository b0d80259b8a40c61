import Hummingbird
import NIOCore
import ThriftwoodCore

/// A request's context: where it came from and, once the session step ran, whose visit it is.
public struct WebRequestContext: RequestContext, RemoteAddressRequestContext {
    /// Hummingbird's part.
    public var coreContext: CoreRequestContextStorage
    /// The peer's address (nil in router tests).
    public let remoteAddress: SocketAddress?
    /// The browser's session and who signed in, set by ``SessionMiddleware``.
    public var visit: Visit?
    /// The browser's address (a trusted proxy's word for it, else the peer's).
    var client = "unknown"
    /// The host the browser asked for (a trusted proxy's word for it, else the Host header).
    var host: String?
    /// Whether the browser reached the site over HTTPS.
    var secure = false
    /// The user a trusted proxy signed in, if any.
    var proxyUser: String?

    /// Creates the context for a request on `source`'s channel.
    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}

/// One browser's visit: its session (with the cookie's token) and the user signed in, if any.
public struct Visit: Sendable {
    /// The cookie's token.
    public let token: String
    /// The session kept on the server.
    public let session: SignInSession
    /// Who signed in; nil before anyone has (or when sign-in is not set up).
    public let user: HouseholdUser?
    /// Whether this visit may use the site: signed in, or sign-in is not set up.
    public let admitted: Bool

    /// What this visit may do.
    public var role: HouseholdRole { user?.role ?? .admin }
}
