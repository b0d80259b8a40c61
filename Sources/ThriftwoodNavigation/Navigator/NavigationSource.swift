import Foundation

/// Where a navigation command came from; guards and observers see it.
public enum NavigationSource: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A person pressed a key or tapped something.
    case user
    /// A deep link was opened.
    case deepLink(URL)
    /// A saved snapshot was restored at launch.
    case restoration
    /// The app itself navigated (after adding a movie, say).
    case program
    /// The command palette, with what was typed to find the target.
    case palette(query: String)

    /// A short name for logs.
    public var description: String {
        switch self {
        case .user: "user"
        case .deepLink(let url): "deepLink(\(url.absoluteString))"
        case .restoration: "restoration"
        case .program: "program"
        case .palette(let query): "palette(\(query))"
        }
    }
}
