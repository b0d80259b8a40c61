import Foundation
import ThriftwoodCore

/// Seerr's requests: pending first, one row each (state, title and year, what it asks for,
/// who and when); `a` approves, `x` declines with a reason, `d` deletes, `R` retries a failed
/// one, Space marks several for one go, Enter opens a request.
@MainActor
final class RequestsScreen: Screen {
    let model: RequestsViewModel
    private var cursor = ListCursor()
    /// The list's actions on keys, and their questions.
    private let actionKeys = ScreenActionKeys()

    init(model: RequestsViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        let managing = actionKeys.hints(model, role: .admin)
        let marking = managing.isEmpty ? [] : [KeyHint("Space", "mark"), KeyHint("*", "mark pending")]
        return [KeyHint("Enter", "open")] + managing + marking + actionKeys.hints(model, role: .household)
            + [KeyHint("i", "issues"), KeyHint("r", "refresh", secondary: true)]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        let marks = model.marks.ids.isEmpty ? "" : " · \(model.marks.ids.count) marked"
        if let header = model.header {
            canvas.put(TextLayout.fit(header + marks, area.width - 2), x: area.x + 1, y: y, style: .accent)
        }
        y += 1
        if let error = model.listState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let lines = model.lines(now: context.now)
        let marked = model.marks.ids
        let titleWidth = max(12, area.width - 51)
        let rows = lines.map { line in
            (marked.contains(line.id) ? "●" : " ") + TextLayout.pad(TextLayout.fit(line.state.text, 10), 10) + " "
                + TextLayout.pad(line.title, titleWidth) + " " + TextLayout.pad(line.details, 16) + " "
                + TextLayout.fit(line.asked, 22)
        }
        let listHeight = max(1, area.maxY - y - 2)
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: listHeight), canvas: &canvas,
            styles: lines.map { .tone($0.state.tone) }, empty: model.emptyMessage)
        if model.lookupFailures > 0 {
            canvas.put(
                TextLayout.fit(
                    "\(Format.plural(model.lookupFailures, "title")) could not be looked up; shown by TMDB id",
                    area.width - 2), x: area.x + 1, y: area.maxY - 2, style: .warning)
        }
        if let message = model.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .success)
        }
    }

    var dialog: Dialog? { actionKeys.dialog(model) }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let ids = model.lines(now: context.now).map(\.id)
        if cursor.handle(key, count: ids.count, page: 10) { return true }
        let selected = ids.indices.contains(cursor.selected) ? ids[cursor.selected] : nil
        switch key {
        case .enter: if let selected { model.open(id: selected) }
        case .character(" "):
            model.toggleMark(at: cursor.selected)
            cursor.selected = min(cursor.selected + 1, max(0, ids.count - 1))
        case .character("*"): model.markPending()
        case .character("X"): model.marks.clear()
        case .character("i"): model.openIssues()
        case .character("r"): context.run { [model] in await model.load() }
        default:
            if key == .character("f") { cursor = ListCursor() }
            let targets = model.targetIds(selectedId: selected).map(String.init)
            return actionKeys.handle(key, screen: model, targets: targets, context: context)
        }
        return true
    }
}

/// The confirmation every requests screen shares: what the action acts on, named, and for a
/// decline the reason (`r` types one).
@MainActor
enum RequestDialogs {
    static func decision(_ model: RequestsViewModel, after: (@MainActor () async -> Void)? = nil) -> Dialog? {
        guard let pending = model.pending, let words = model.pendingWords else { return nil }
        var lines: [String] = []
        if pending.action == .decline {
            lines.append(
                "Reason: " + (pending.reason.isEmpty ? "none (r gives one; it goes to the app log)" : pending.reason))
        }
        let verb = pending.action.rawValue
        return Dialog(
            title: words.question, lines: lines, items: words.items,
            hint: pending.action == .decline ? "y \(verb) · r reason · n cancel" : "y \(verb) · n cancel"
        ) { key, context in
            switch key {
            case .character("y"), .enter:
                context.run {
                    await model.confirm()
                    await after?()
                }
            case .character("r") where pending.action == .decline:
                context.prompt("Reason for declining", initial: pending.reason, onChange: nil) { model.setReason($0) }
            case .character("n"), .escape: model.cancelDecision()
            default: break
            }
        }
    }
}
