import Foundation

/// Progress lines on stderr, only when stderr is a terminal (scripts see clean output).
enum Progress {
    static let enabled = isatty(STDERR_FILENO) == 1

    /// Writes a transient line.
    static func note(_ text: String) {
        guard enabled else { return }
        writeProgressControl("\r\u{1B}[2K\(TerminalText.clean(text))")
    }

    /// Clears the transient line.
    static func done() {
        guard enabled else { return }
        writeProgressControl("\r\u{1B}[2K")
    }
}

extension Progress {
    /// Writes a warning line to stderr, always (a script should know what was left out).
    static func warn(_ text: String) {
        done()
        printError("warning: \(TerminalText.clean(text))")
    }
}
