import Foundation
import ThriftwoodCore

/// One request: the title and its overview, what it asks for, who asked, its state and where
/// it goes; `a` approve, `e` edit then approve, `x` decline, `d` delete, `R` retry.
@MainActor
final class RequestDetailScreen: Screen {
    let model: RequestDetailViewModel

    init(model: RequestDetailViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        guard model.actions.mayManage else { return [KeyHint("r", "refresh")] }
        return [
            KeyHint("a", "approve"), KeyHint("e", "edit, approve"), KeyHint("x", "decline"), KeyHint("d", "delete"),
            KeyHint("R", "retry"), KeyHint("r", "refresh", secondary: true),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let error = model.loadedState.error ?? model.actions.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        guard let sheet = model.sheet(now: context.now) else {
            if model.loadedState.isLoading { canvas.put("Loading…", x: area.x + 1, y: y, style: .muted) }
            return
        }
        canvas.put(TextLayout.fit(sheet.title, area.width - 2), x: area.x + 1, y: y, style: .strong)
        y += 2
        let facts: [(String, String, StatusTone)] =
            [("State", sheet.state.text, sheet.state.tone)] + sheet.facts.map { ($0.label, $0.value, .neutral) }
        for (label, value, tone) in facts where y < area.maxY - 2 {
            canvas.put(TextLayout.pad(label, 11), x: area.x + 1, y: y, style: .muted)
            canvas.put(TextLayout.fit(value, area.width - 14), x: area.x + 13, y: y, style: .tone(tone))
            y += 1
        }
        y += 1
        for line in TextLayout.wrap(sheet.overview, area.width - 2) where y < area.maxY - 1 {
            canvas.put(line, x: area.x + 1, y: y, style: .plain)
            y += 1
        }
        if let message = model.actions.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .success)
        }
    }

    var dialog: Dialog? {
        if let edit = model.edit, let heading = model.editHeading {
            return Dialog(
                title: heading, lines: edit.lines,
                hint: "s p f k change · y approve · Esc cancel"
            ) { [model] key, context in
                switch key {
                case .character("s"): model.edit?.nextServer()
                case .character("p"): model.edit?.nextProfile()
                case .character("f"): model.edit?.nextFolder()
                case .character("k"): model.edit?.is4k.toggle()
                case .character("y"), .enter: context.run { await model.saveAndApprove() }
                case .escape, .character("n"): model.edit = nil
                default: break
                }
            }
        }
        return RequestDialogs.decision(model.actions) { [model] in await model.load() }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        guard model.loadedState.hasValue else {
            if key == .character("r") { context.run { [model] in await model.load() } }
            return key == .character("r")
        }
        switch key {
        case .character("a"): context.run { [model] in await model.requestApproval() }
        case .character("e"): model.beginEdit()
        case .character("x"): model.requestDecline()
        case .character("d"): model.requestDelete()
        case .character("R"): context.run { [model] in await model.retry() }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
