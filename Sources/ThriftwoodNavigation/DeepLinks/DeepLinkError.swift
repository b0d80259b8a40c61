/// Why a URL could not become a navigation state, or a state a URL.
public enum DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not a URL of the form `scheme://segment/segment?query`.
    case malformed(String)
    /// The URL's scheme is not the codec's.
    case wrongScheme(expected: String, found: String)
    /// No route matches the path at this segment.
    case unknownPath(segment: String, position: Int)
    /// A route matched but its parameter is not acceptable.
    case badParameter(segment: String, position: Int, expected: String)
    /// The link holds more routes than the codec's limit.
    case tooDeep(limit: Int)
    /// The link names a tab the app does not have.
    case unknownTab(String)
    /// A query item the codec does not understand.
    case unknownQueryItem(String)
    /// A route in the state has no URL shape declared, so it cannot be printed.
    case unprintable(route: String)

    /// A sentence saying what is wrong with the link.
    public var description: String {
        switch self {
        case .malformed(let text): "'\(text)' is not a link Thriftwood understands"
        case .wrongScheme(let expected, let found):
            "links must start with \(expected)://, not \(found.isEmpty ? "nothing" : found + "://")"
        case .unknownPath(let segment, let position):
            "unknown page '\(segment)' at segment \(position + 1)"
        case .badParameter(let segment, let position, let expected):
            "'\(segment)' at segment \(position + 1) should be \(expected)"
        case .tooDeep(let limit): "the link is deeper than \(limit) screens"
        case .unknownTab(let tab): "there is no tab named '\(tab)'"
        case .unknownQueryItem(let name): "unknown link option '\(name)'"
        case .unprintable(let route): "the screen \(route) has no link"
        }
    }
}
