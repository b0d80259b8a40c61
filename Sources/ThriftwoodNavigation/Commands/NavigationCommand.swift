/// One typed change to a ``NavigationState``.
///
/// With a sheet presented, the stack commands act on the sheet's own stack.
public enum NavigationCommand<Route: Hashable & Sendable>: Hashable, Sendable {
    /// Pushes a route onto the active stack.
    case navigate(to: Route)
    /// Pops the top route of the active stack.
    case navigateBack
    /// Empties the active stack, back to its root screen.
    case popToRoot
    /// Replaces the top route of the active stack.
    case replace(with: Route)
    /// Replaces the whole active stack.
    case setPath([Route])
    /// Presents a sheet with its own root and stack.
    case present(PresentedSheet<Route>)
    /// Dismisses the presented sheet.
    case dismiss
    /// Selects a tab of a tabbed state.
    case selectTab(TabID)
    /// Replaces the whole state at once (restoration and multi-step deep links).
    case setState(NavigationState<Route>)
}

extension NavigationCommand: CustomStringConvertible {
    /// A short human-readable form for logs, e.g. `navigate(to: radarrHome)`.
    public var description: String {
        switch self {
        case .navigate(let route): "navigate(to: \(route))"
        case .navigateBack: "navigateBack"
        case .popToRoot: "popToRoot"
        case .replace(let route): "replace(with: \(route))"
        case .setPath(let path): "setPath(\(path.count) routes)"
        case .present(let sheet): "present(\(sheet.root))"
        case .dismiss: "dismiss"
        case .selectTab(let tab): "selectTab(\(tab))"
        case .setState: "setState"
        }
    }
}

/// Commands are written into navigation traces (``NavigationTrace``) for replay.
extension NavigationCommand: Codable where Route: Codable {}
