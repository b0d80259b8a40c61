import ThriftwoodCore

/// A title to request: what Seerr knows of it, the seasons (`s`) and 4K (`k`) to ask for;
/// Enter requests it.
@MainActor
final class NewRequestScreen: Screen {
    let model: NewRequestViewModel

    init(model: NewRequestViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        var hints = [KeyHint("Enter", "request")]
        if model.isSeries { hints.append(KeyHint("s", "seasons")) }
        return hints + [KeyHint("k", "4K"), KeyHint("r", "refresh", secondary: true)]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let error = model.titleState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        guard let label = model.loadedTitle, let facts = model.facts else {
            if model.titleState.isLoading { canvas.put("Loading…", x: area.x + 1, y: y, style: .muted) }
            return
        }
        canvas.put(TextLayout.fit(label, area.width - 2), x: area.x + 1, y: y, style: .strong)
        y += 2
        for (label, value) in facts {
            canvas.put(TextLayout.pad(label, 9), x: area.x + 1, y: y, style: .muted)
            canvas.put(TextLayout.fit(value, area.width - 12), x: area.x + 11, y: y, style: .plain)
            y += 1
        }
        if let refusal = model.refusal {
            canvas.put(TextLayout.fit(refusal, area.width - 2), x: area.x + 1, y: y, style: .warning)
        }
        y += 2
        for line in TextLayout.wrap(model.overview, area.width - 2) where y < area.maxY - 1 {
            canvas.put(line, x: area.x + 1, y: y, style: .plain)
            y += 1
        }
        if let message = model.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .success)
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        switch key {
        case .enter: context.run { [model] in await model.submit() }
        case .character("s"): model.cycleSeasons()
        case .character("k"): model.toggle4K()
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
