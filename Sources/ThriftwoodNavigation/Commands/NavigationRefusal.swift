/// Why a command could not apply to a state; the state is left unchanged.
public enum NavigationRefusal: Error, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Back or replace on an empty stack.
    case emptyStack
    /// Dismiss with no sheet presented.
    case noSheet
    /// Present while another sheet is already presented.
    case sheetAlreadyPresented
    /// Select a tab the state does not have.
    case unknownTab(TabID)
    /// A stack would grow past the navigator's depth limit.
    case tooDeep(limit: Int)
    /// A push of the route that is already on top (a repeated key press).
    case alreadyShowing

    /// A sentence saying why the command did nothing.
    public var description: String {
        switch self {
        case .emptyStack: "there is nothing to go back from"
        case .noSheet: "no sheet is presented"
        case .sheetAlreadyPresented: "a sheet is already presented; dismiss it first"
        case .unknownTab(let tab): "there is no tab named '\(tab)'"
        case .tooDeep(let limit): "the stack would be deeper than \(limit) screens"
        case .alreadyShowing: "that screen is already showing"
        }
    }
}
