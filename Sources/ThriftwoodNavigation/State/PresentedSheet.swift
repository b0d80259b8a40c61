/// A modally presented sheet: a root route with a navigation stack of its own.
public struct PresentedSheet<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The route the sheet opens on.
    public var root: Route
    /// Routes pushed inside the sheet, above its root.
    public var path: [Route]

    /// Creates a sheet showing `root` with `path` pushed above it.
    public init(root: Route, path: [Route] = []) {
        self.root = root
        self.path = path
    }

    /// Every route in the sheet, root first.
    public var routes: [Route] { [root] + path }
}

extension PresentedSheet: Codable where Route: Codable {}
