import Foundation

/// One thing the command palette can do: open a screen, a movie or a series, switch
/// profile, or press one of the visible screen's keys.
public struct PaletteItem: Sendable, Hashable {
    /// What kind of thing it is.
    public enum Kind: String, Sendable, Hashable {
        case screen, movie, series, artist, album, profile, action

        /// The tag shown before its title.
        public var label: String {
            switch self {
            case .screen: "Screen"
            case .movie: "Movie"
            case .series: "Series"
            case .artist: "Artist"
            case .album: "Album"
            case .profile: "Profile"
            case .action: "Action"
            }
        }
    }

    /// What choosing it does.
    public enum Target: Sendable, Hashable {
        /// Opens a `thriftwood://` link (through the coordinator, as the palette).
        case link(String)
        /// Makes the named profile active.
        case profile(String)
        /// Presses a key of the visible screen (the front end's own key name).
        case key(String)
    }

    /// Its kind.
    public let kind: Kind
    /// What is matched and shown: "Dune: Part Two (2024)", "Calendar".
    public let title: String
    /// A hint beside it: a key, a service.
    public let detail: String
    /// What choosing it does.
    public let target: Target

    /// Creates an item.
    public init(kind: Kind, title: String, detail: String = "", target: Target) {
        self.kind = kind
        self.title = title
        self.detail = detail
        self.target = target
    }
}
