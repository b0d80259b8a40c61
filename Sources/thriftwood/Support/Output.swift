import Foundation

// Every byte the CLI writes goes through this file, so no command can forget to make server
// text safe. CI's lint refuses `Swift.print` and `FileHandle.standardOutput/standardError`
// anywhere else in this target.

/// Prints human-readable text to stdout with control and bidi characters removed from every
/// line (a title with an escape sequence cannot retitle the window, clear the screen or write
/// the clipboard). Shadows `Swift.print` in this target, so a plain `print` is already safe.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    Swift.print(TerminalText.cleanLines(text), terminator: terminator)
}

/// Writes a line of human-readable text to stderr, made safe like `print`.
func printError(_ text: String) {
    flushStandardOutput()
    FileHandle.standardError.write(Data((TerminalText.cleanLines(text) + "\n").utf8))
}

/// Writes bytes that are already safe (JSON through `TerminalText.safeJSON`, an iCalendar
/// feed whose text is escaped) to stdout, after anything printed before them.
func writeSafeOutput(_ data: Data) {
    flushStandardOutput()
    FileHandle.standardOutput.write(data)
}

/// Writes the terminal control bytes of a progress line (only when stderr is a terminal).
func writeProgressControl(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

/// `print` buffers through stdio and the writers above do not: keep their order (all streams;
/// naming `stdout` is not concurrency-safe in Swift 6).
private func flushStandardOutput() {
    fflush(nil)
}
