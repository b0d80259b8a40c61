import Foundation

extension NcursesBackend {
    /// The OSC 52 sequence that asks the terminal to put `text` on the system clipboard.
    static func clipboardSequence(for text: String) -> String {
        "\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}"
    }

    /// Asks the terminal to put `text` on the clipboard (OSC 52; tmux passes it on with
    /// `set -g set-clipboard on`), after the frame ncurses has drawn.
    func copyToClipboard(_ text: String) {
        var bytes = Array(Self.clipboardSequence(for: text).utf8)[...]
        // Written straight to the terminal: ncurses has flushed its frame already. A short
        // write goes on from where it stopped; a failed one gives up (the notice line still
        // shows the link).
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
