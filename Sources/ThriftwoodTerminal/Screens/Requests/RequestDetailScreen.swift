import Foundation
import SeerrKit
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
        if let error = model.loaded.error ?? model.actions.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        guard let (request, title) = model.loaded.value else {
            if model.loaded.isLoading { canvas.put("Loading…", x: area.x + 1, y: y, style: .muted) }
            return
        }
        let titles = model.actions.titlesWith(title)
        let state = RequestText.state(request)
        canvas.put(
            TextLayout.fit(RequestText.title(request, titles), area.width - 2), x: area.x + 1, y: y, style: .strong)
        y += 2
        var facts: [(String, String, StatusTone)] = [
            ("State", state.text, state.tone),
            ("Asks for", RequestText.details(request), .neutral),
            ("Asked by", RequestText.asked(request, now: context.now), .neutral),
            ("Available", request.availability.words, .neutral),
        ]
        if let modifier = request.modifiedBy, request.status != .pending {
            facts.append(("Decided by", modifier.name, .neutral))
        }
        if let destination = model.destination { facts.append(("Goes to", destination, .neutral)) }
        if let seasons = title?.seasonCount, request.mediaType == .tv {
            facts.append(("Series has", Format.plural(seasons, "season"), .neutral))
        }
        for (label, value, tone) in facts where y < area.maxY - 2 {
            canvas.put(TextLayout.pad(label, 11), x: area.x + 1, y: y, style: .muted)
            canvas.put(TextLayout.fit(value, area.width - 14), x: area.x + 13, y: y, style: .tone(tone))
            y += 1
        }
        y += 1
        for line in TextLayout.wrap(title?.overview ?? "", area.width - 2) where y < area.maxY - 1 {
            canvas.put(line, x: area.x + 1, y: y, style: .plain)
            y += 1
        }
        if let message = model.actions.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .success)
        }
    }

    var dialog: Dialog? {
        if let edit = model.edit {
            return Dialog(
                title: "Approve \(RequestText.named(edit.request, model.actions.titles)) with:", lines: edit.lines,
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
        guard let request = model.loaded.value?.request else {
            if key == .character("r") { context.run { [model] in await model.load() } }
            return key == .character("r")
        }
        let actions = model.actions
        switch key {
        case .character("a"):
            context.run { [model] in
                await actions.requestApprove([request])
                await model.load()
            }
        case .character("e"): model.beginEdit()
        case .character("x"): actions.requestDecline([request])
        case .character("d"): actions.requestDelete([request])
        case .character("R"):
            context.run { [model] in
                await actions.retry(request)
                await model.load()
            }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
