import Foundation

/// Progress lines on stderr, only when stderr is a terminal (scripts see clean output).
enum Progress {
    static let enabled = isatty(STDERR_FILENO) == 1

    /// Writes a transient line.
    static func note(_ text: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(text)".utf8))
    }

    /// Clears the transient line.
    static func done() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
    }
}

extension Progress {
    /// Writes a warning line to stderr, always (a script should know what was left out).
    static func warn(_ text: String) {
        done()
        FileHandle.standardError.write(Data("warning: \(TerminalText.clean(text))\n".utf8))
    }
}
