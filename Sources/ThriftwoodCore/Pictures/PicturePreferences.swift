/// The user's choices about pictures.
public struct PicturePreferences: Hashable, Sendable, Codable {
    /// Whether screens and pages show pictures at all.
    public var shown = true
    /// How the terminal draws them: "auto" (told from the terminal), "kitty", "sixel",
    /// "iterm2", "symbols" or "off".
    public var terminalMode = "auto"
    /// The most the picture cache keeps on disk, in megabytes.
    public var cacheMegabytes = 200

    /// The defaults: shown, the terminal's best mode, 200 MB.
    public init() {}

    /// Decodes leniently: a missing key keeps its default.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = PicturePreferences()
        shown = (try? c.decodeIfPresent(Bool.self, forKey: .shown)) ?? defaults.shown
        terminalMode = (try? c.decodeIfPresent(String.self, forKey: .terminalMode)) ?? defaults.terminalMode
        cacheMegabytes = (try? c.decodeIfPresent(Int.self, forKey: .cacheMegabytes)) ?? defaults.cacheMegabytes
    }

    /// The cap in bytes (at least 1 MB, at most 100 GB).
    public var capBytes: Int { min(max(cacheMegabytes, 1), 100_000) * 1_048_576 }
}
