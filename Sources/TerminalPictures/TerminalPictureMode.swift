import Foundation

/// How a terminal is asked to draw a picture, best first.
public enum TerminalPictureMode: String, Sendable, CaseIterable, Codable {
    /// kitty's graphics protocol (kitty, and terminals that took it up).
    case kitty
    /// DEC sixel graphics (foot, mlterm, WezTerm, xterm started with sixel).
    case sixel
    /// iTerm2's inline images (iTerm2, WezTerm).
    case iterm2
    /// Coloured Unicode block symbols: every terminal with 256 colours, tmux included.
    case symbols
    /// No pictures.
    case off

    /// The best mode the terminal described by `environment` can show, told from `TERM`,
    /// `TERM_PROGRAM` and the variables terminals set. Inside tmux or screen it is symbols: they
    /// pass no graphics through unless set up to, and drop what they do not understand.
    public static func detect(environment: [String: String]) -> TerminalPictureMode {
        let term = environment["TERM"]?.lowercased() ?? ""
        let program = environment["TERM_PROGRAM"]?.lowercased() ?? ""
        if term.isEmpty || term == "dumb" { return .off }
        if environment["TMUX"] != nil || term.hasPrefix("tmux") || term.hasPrefix("screen") { return .symbols }
        if term == "xterm-kitty" || environment["KITTY_WINDOW_ID"] != nil || program == "ghostty" { return .kitty }
        if program == "iterm.app" || program == "wezterm" { return .iterm2 }
        if term.hasPrefix("foot") || term.hasPrefix("mlterm") || term.contains("sixel") { return .sixel }
        return .symbols
    }

    /// The mode a preference or a flag names ("auto" or nothing: nil, detect it).
    public init?(choice: String) {
        let word = choice.trimmingCharacters(in: .whitespaces).lowercased()
        if word == "iterm" { self = .iterm2; return }
        guard let mode = TerminalPictureMode(rawValue: word) else { return nil }
        self = mode
    }
}
