/// The user's choices about pictures.
public struct PicturePreferences: Hashable, Sendable, Codable {
    /// Whether screens and pages show pictures at all.
    public var shown = true
    /// How the terminal draws them: "auto" (told from the terminal), "kitty", "sixel",
    /// "iterm2", "symbols" or "off".
    public var terminalMode = "auto"
    /// The most the picture cache keeps on disk, in megabytes.
    public var cacheMegabytes = 200
    /// Whether the movies list shows as a grid of posters in the terminal.
    public var moviesAsGrid = false
    /// Whether the series list shows as a grid of posters in the terminal.
    public var seriesAsGrid = false

    /// The defaults: shown, the terminal's best mode, 200 MB.
    public init() {}

    /// Decodes leniently: a missing key keeps its default.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = PicturePreferences()
        shown = (try? c.decodeIfPresent(Bool.self, forKey: .shown)) ?? defaults.shown
        terminalMode = (try? c.decodeIfPresent(String.self, forKey: .terminalMode)) ?? defaults.terminalMode
        cacheMegabytes = (try? c.decodeIfPresent(Int.self, forKey: .cacheMegabytes)) ?? defaults.cacheMegabytes
        moviesAsGrid = (try? c.decodeIfPresent(Bool.self, forKey: .moviesAsGrid)) ?? defaults.moviesAsGrid
        seriesAsGrid = (try? c.decodeIfPresent(Bool.self, forKey: .seriesAsGrid)) ?? defaults.seriesAsGrid
    }

    /// The cap in bytes (at least 1 MB, at most 100 GB).
    public var capBytes: Int { min(max(cacheMegabytes, 1), 100_000) * 1_048_576 }

    /// The terminal modes offered, in the order Settings steps through them.
    public static let terminalModes = ["auto", "symbols", "kitty", "sixel", "iterm2", "off"]
    /// The cache sizes offered, in megabytes.
    public static let cacheSizes = [50, 100, 200, 500, 1000, 2000]

    /// Whether pictures show, in words.
    public var shownLabel: String { shown ? "shown" : "not shown" }
    /// The terminal's mode, in words.
    public var terminalModeLabel: String {
        switch terminalMode {
        case "auto": "the terminal's best (told at start)"
        case "symbols": "coloured symbols"
        case "iterm2": "iTerm2 images"
        case "off": "none"
        default: terminalMode
        }
    }
    /// The cache's cap, in words.
    public var cacheLabel: String { cacheMegabytes >= 1000 ? "\(cacheMegabytes / 1000) GB" : "\(cacheMegabytes) MB" }

    /// The next of `terminalModes`.
    mutating func nextTerminalMode() {
        let modes = Self.terminalModes
        terminalMode = modes[((modes.firstIndex(of: terminalMode) ?? -1) + 1) % modes.count]
    }

    /// The next of `cacheSizes`.
    mutating func nextCacheSize() {
        let sizes = Self.cacheSizes
        cacheMegabytes = sizes.first { $0 > cacheMegabytes } ?? sizes[0]
    }
}
