import Foundation
import ThriftwoodCore

/// One download, live while open: its name and progress, its facts (state, swarm, ratio,
/// limits, category, where it is saved), then a torrent's trackers and files; `p` pause or
/// resume, `+`/`-` priority, `t` top, `c` category, `L` its own limit, `R` recheck, `d` remove.
@MainActor
final class DownloadItemScreen: Screen {
    let model: DownloadsViewModel
    /// The first tracker-and-file line shown (they scroll with ↑ ↓).
    private var scroll = 0
    /// The download's actions on keys, and their questions.
    private let actionKeys = ScreenActionKeys()

    init(model: DownloadsViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { actionKeys.hints(model) + [KeyHint("r", "refresh", secondary: true)] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let error = model.detailsState.error ?? model.actionError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        guard let sheet = model.sheet else {
            if model.detailsState.isLoading { canvas.put("Loading…", x: area.x + 1, y: y, style: .muted) }
            return
        }
        let line = sheet.line
        canvas.put(TextLayout.fit(line.name, area.width - 2), x: area.x + 1, y: y, style: .strong)
        y += 1
        canvas.put(
            Blocks.bar(line.progress, width: min(40, area.width - 10)) + " " + line.percent,
            x: area.x + 1, y: y, style: .tone(line.tone))
        y += 2
        y = drawFacts(sheet.facts.map { ($0.label, $0.value) }, from: y, area: area, canvas: &canvas, tone: line.tone)
        var rows: [String] = []
        var styles: [CellStyle] = []
        if !sheet.trackers.isEmpty {
            rows.append("Trackers")
            styles.append(.muted)
            for tracker in sheet.trackers {
                rows.append(
                    "  " + TextLayout.pad(tracker.standing, 8) + " " + tracker.url
                        + (tracker.detail.isEmpty ? "" : " · \(tracker.detail)"))
                styles.append(.tone(tracker.tone))
            }
        }
        if !sheet.files.isEmpty {
            rows.append("Files (\(sheet.files.count))")
            styles.append(.muted)
            for file in sheet.files {
                rows.append(
                    "  " + TextLayout.pad(file.done, 5, right: true) + "  " + TextLayout.pad(file.size, 8, right: true)
                        + "  " + (file.wanted ? "" : "(skipped) ") + file.name)
                styles.append(file.wanted ? .plain : .muted)
            }
        }
        let height = area.maxY - y - 1
        scroll = max(0, min(scroll, rows.count - height))
        for (offset, row) in rows.enumerated().dropFirst(scroll).prefix(max(0, height)) {
            let last = offset == scroll + height - 1 && offset < rows.count - 1
            let text = last ? "  ↓ \(rows.count - offset) more" : row
            canvas.put(TextLayout.fit(text, area.width - 2), x: area.x + 1, y: y, style: last ? .muted : styles[offset])
            y += 1
        }
        if let message = model.message {
            canvas.put(TextLayout.fit(message, area.width - 2), x: area.x + 1, y: area.maxY - 1, style: .success)
        }
    }

    /// The facts two side by side (one on a narrow screen), then the long ones (where it is
    /// saved, its id) each on a line of its own; returns the next free line.
    private func drawFacts(
        _ facts: [(String, String)], from top: Int, area: Rect, canvas: inout Canvas, tone: StatusTone
    ) -> Int {
        let long: Set<String> = ["Saved in", "ID"]
        let short = facts.filter { !long.contains($0.0) }
        let columns = area.width >= 72 ? 2 : 1
        let perColumn = (short.count + columns - 1) / columns
        let width = (area.width - 2) / columns
        func put(_ label: String, _ value: String, x: Int, y: Int, width: Int) {
            guard y < area.maxY - 2 else { return }
            canvas.put(TextLayout.pad(label, 12), x: x, y: y, style: .muted)
            canvas.put(
                TextLayout.fit(value, width - 14), x: x + 13, y: y,
                style: label == "State" ? .tone(tone) : .plain)
        }
        for (index, (label, value)) in short.enumerated() {
            put(label, value, x: area.x + 1 + (index / perColumn) * width, y: top + index % perColumn, width: width)
        }
        var y = top + perColumn
        for (label, value) in facts where long.contains(label) {
            put(label, value, x: area.x + 1, y: y, width: area.width - 2)
            y += 1
        }
        return y + 1
    }

    var dialog: Dialog? { actionKeys.dialog(model) }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        switch key {
        case .down: scroll += 1
        case .up: scroll = max(0, scroll - 1)
        case .character("r"): context.run { [model] in await model.load() }
        default:
            let open = model.sheet.map { model.queuedIds(among: [$0.line.id]) } ?? []
            return actionKeys.handle(key, screen: model, targets: open, context: context)
        }
        return true
    }
}
