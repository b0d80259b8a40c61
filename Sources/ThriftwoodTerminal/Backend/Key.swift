/// A key press, decoded from the terminal.
public enum Key: Hashable, Sendable {
    case up, down, left, right, enter, escape, backspace, tab, backTab, pageUp, pageDown, home, end, delete
    /// A printable character.
    case character(Character)
    /// Ctrl and a letter (Ctrl-C is `.control("c")`).
    case control(Character)
    /// The terminal changed size.
    case resize
}
