import ThriftwoodCore

extension TerminalUI {
    /// The footer: the line being typed, or the screen's keys and those that work everywhere.
    func drawFooter(into canvas: inout Canvas, width: Int, height: Int, hints: [KeyHint]) {
        let y = height - 1
        canvas.fill(x: 0, y: y, width: width, height: 1, style: .bar)
        if let input {
            // The command line's label is its own sign (":"); others read "Look up: …".
            let label = input.label.hasSuffix(":") ? input.label : input.label + ": "
            canvas.put(TextLayout.fit(" \(label)\(input.text)█", width), x: 0, y: y, style: .bar)
            return
        }
        let globals: [KeyHint]
        if let onboarding = coordinator.onboarding {
            // The welcome screen is the first: there is nothing to go back to.
            let back = onboarding.currentRoute == nil ? [] : [KeyHint("Esc", "back")]
            globals = back + [KeyHint("?", "help"), KeyHint("q", "quit")]
        } else {
            globals = Self.globalHints
        }
        // "? help" is pinned to the right so it shows at every width; the rest fills what is left.
        let pinned = " ? help "
        let remap = remap(hints)
        // An action whose key another action took is left out: its key does the other thing.
        let line = { (hints: [KeyHint]) in
            hints.filter { remap.displacement(of: $0) == nil }.map(remap.display).map { "\($0.key) \($0.action)" }
                .joined(separator: " · ")
        }
        let room = width - CharacterWidth.of(pinned) - 1
        // The screen's own keys come first: when all do not fit, the keys that work everywhere
        // (and are in help) give way, then the screen's secondary keys, the last first.
        var text = line(hints + globals.filter { $0.action != "help" })
        if CharacterWidth.of(" " + text) > room { text = line(hints) }
        var shown = hints
        while CharacterWidth.of(" " + text) > room, let last = shown.lastIndex(where: \.secondary) {
            shown.remove(at: last)
            text = line(shown)
        }
        canvas.put(TextLayout.fit(" " + text, max(0, room)), x: 0, y: y, style: .bar)
        canvas.put(
            pinned, x: max(0, width - CharacterWidth.of(pinned)), y: y,
            style: CellStyle(.header, bold: true, reverse: true))
    }

    /// The keys that work on every screen.
    static let globalHints = [
        KeyHint("Esc", "back"), KeyHint("g", "home"), KeyHint(":", "command"), KeyHint("?", "help"),
        KeyHint("q", "quit"),
    ]

    /// The palette's key, which works on every screen.
    static let paletteHint = KeyHint("Ctrl-P", "palette")
}
