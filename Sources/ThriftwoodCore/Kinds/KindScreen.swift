import Foundation

/// One of a kind's list screens, declared in its folder (``KindDeclaration/screens``): a table
/// under the kind's scope (`thriftwood://<kind>/<path>`) that ``TableViewModel`` runs and every
/// front end draws as it draws any table — a kind with such screens adds no route case and no
/// front-end code.
public struct KindScreen: Sendable {
    /// Its path under the kind's scope ("" for the kind's home).
    public let path: String
    /// Its title ("Books").
    public let title: String
    /// Its table, read from the server the route names.
    public let source: @Sendable (KindScreenParts) -> TableSource

    /// A screen titled `title` at `path`, its table read by `source`.
    public init(_ title: String, path: String, source: @escaping @Sendable (KindScreenParts) -> TableSource) {
        self.title = title
        self.path = path
        self.source = source
    }

    /// The route to this screen of `kind`, on the server with slug `server` (nil: its first).
    func route(of kind: ServiceKind, server: String? = nil) -> AppRoute {
        .kindScreen(KindScreenRoute(kind: kind, path: path, title: title), server: server)
    }
}

/// What a kind's list screen reads its table from: the app's services and the server the route
/// names.
public struct KindScreenParts: Sendable {
    /// The app's services (a kind's own is on the shelf, read through its accessor).
    public let services: KindServices
    /// The server the screen shows.
    public let server: ServiceServer
    /// The app's clock.
    public let now: @Sendable () -> Date
}

/// A kind's declared list screen as a route: the kind, the screen's path under its scope and
/// its title (carried so a route names its screen without the registry).
public struct KindScreenRoute: Hashable, Sendable, Codable {
    /// The kind whose screen it is.
    public let kind: ServiceKind
    /// The screen's path under the kind's scope ("" for its home).
    public let path: String
    /// The screen's title.
    public let title: String

    /// The screen at `path` of `kind`, titled `title`.
    public init(kind: ServiceKind, path: String, title: String) {
        self.kind = kind
        self.path = path
        self.title = title
    }
}
