import ThriftwoodCore

/// The subtitles line of a movie's or an episode's screen (Bazarr's word on it), the search's
/// progress or outcome after it, and its key.
@MainActor
enum SubtitlesLine {
    /// The key that searches the missing subtitles.
    static let key: Character = "t"

    /// Its key hint, when there is something to search for.
    static func hint(_ panel: SubtitlesPanel?) -> [KeyHint] {
        guard let panel, panel.canSearch else { return [] }
        return [KeyHint(String(key), panel.searchLabel.lowercased())]
    }

    /// The lines to show, with their styles; none when no subtitle server knows the item.
    static func lines(_ panel: SubtitlesPanel?) -> [(String, CellStyle)] {
        guard let panel, let line = panel.line else { return [] }
        var lines: [(String, CellStyle)] = [(line.text, .tone(line.tone))]
        if panel.isSearching {
            lines.append(("  Searching subtitles…", .muted))
        } else if let error = panel.actionError {
            lines.append(("  " + error.message, .warning))
        } else if let message = panel.message {
            lines.append(("  " + message, .success))
        }
        return lines
    }

    /// Runs the search on its key; false for any other key.
    static func handle(_ key: Key, _ panel: SubtitlesPanel?, context: any ScreenContext) -> Bool {
        guard key == .character(Self.key), let panel, panel.canSearch else { return false }
        context.run { await panel.search() }
        return true
    }
}
