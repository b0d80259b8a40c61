import Foundation
import Synchronization

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

/// Writes the command line's own message (an argument error, `--help`) with the person's
/// control characters made visible (`TerminalText.visible`), to stderr or, for help, stdout.
func printCommandLineMessage(_ text: String, toError: Bool) {
    flushStandardOutput()
    let shown = TerminalText.visible(text) + "\n"
    if toError {
        FileHandle.standardError.write(Data(shown.utf8))
    } else {
        FileHandle.standardOutput.write(Data(shown.utf8))
    }
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
    var output = ChunkedStandardOutput()
    data.withUnsafeBytes { output.append($0) }
    output.flush()
}

/// A reader that goes away early (`thriftwood movies list | head`, `grep -q`) ends the output
/// quietly instead of killing the command with SIGPIPE: writes to it fail and are dropped, and
/// the command's status is its own (a script with `pipefail` sees 0, not 141).
func ignoreClosedReaders() {
    signal(SIGPIPE, SIG_IGN)
}

/// Set once stdout's reader has gone: nothing more is written to it.
private let readerGone = Atomic<Bool>(false)

/// Writes a JSON array of records, each already safe JSON bytes, one record per line, in
/// chunks as it goes (a 10,000-movie library is never gathered into one 17 MB copy first).
func writeSafeJSONArray<Records: Sequence<Data>>(_ records: Records) {
    flushStandardOutput()
    var output = ChunkedStandardOutput()
    output.append("[")
    for (position, record) in records.enumerated() {
        if position > 0 { output.append(",\n") }
        record.withUnsafeBytes { output.append($0) }
    }
    output.append("]\n")
    output.flush()
}

/// Bytes for stdout gathered up to a chunk at a time, then written with one system call.
private struct ChunkedStandardOutput {
    private static let chunk = 1 << 18
    private var buffer: [UInt8] = []

    init() { buffer.reserveCapacity(Self.chunk) }

    mutating func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if buffer.count + bytes.count > Self.chunk { flush() }
        if bytes.count >= Self.chunk {
            Self.writeAll(bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    mutating func flush() {
        buffer.withUnsafeBytes { Self.writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte, going on after a partial write or a signal; a closed pipe ends it.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer) {
        guard var next = bytes.baseAddress, !readerGone.load(ordering: .relaxed) else { return }
        var left = bytes.count
        while left > 0 {
            let written = write(STDOUT_FILENO, next, left)
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EPIPE { readerGone.store(true, ordering: .relaxed) }
                return
            }
            next += written
            left -= written
        }
    }
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

/// Writes a picture's drawing to stdout: libchafa's own output for our decoded pixels (sixel,
/// kitty or iTerm2 sequences, or coloured symbols) — nothing a server wrote reaches it.
func writePictureOutput(_ drawing: String) {
    flushStandardOutput()
    var output = ChunkedStandardOutput()
    Data(drawing.utf8).withUnsafeBytes { output.append($0) }
    output.flush()
}
