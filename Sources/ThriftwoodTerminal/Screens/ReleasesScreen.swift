import Foundation
import ThriftwoodCore

/// Manual release search: sort, filter, rejections, grab.
@MainActor
final class ReleasesScreen: Screen {
    let model: ReleasesViewModel
    private var cursor = ListCursor()

    init(model: ReleasesViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [
            KeyHint("Enter", "grab"), KeyHint("s", "sort"), KeyHint("a", "approved only"), KeyHint("p", "protocol"),
            KeyHint("r", "search again"),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let visible = model.visible
        canvas.put(TextLayout.fit(model.summary, area.width - 2), x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let warning = model.indexerWarning {
            canvas.put(TextLayout.fit(warning, area.width - 2), x: area.x + 1, y: y, style: .warning)
            y += 1
        }
        if model.grabbing != nil { canvas.put("Grabbing…", x: area.x + 1, y: y); y += 1 }
        if let message = model.message { canvas.put("✓ \(message)", x: area.x + 1, y: y, style: .success); y += 1 }
        for notice in [model.actionError, model.releases.error].compactMap({ $0 }) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let extras = Self.extraColumns(fitting: area.width)
        let titleWidth = max(10, area.width - Self.fixedWidth - extras.reduce(into: 0) { $0 += $1.width + 1 })
        let rows = visible.map { release in
            let mark = release.rejected ? "✗ " : release.fullSeason ? "▣ " : "  "
            return " " + mark + TextLayout.pad(release.title, titleWidth) + " "
                + TextLayout.pad(release.quality, 12) + " "
                + TextLayout.pad(Format.bytes(release.size), 8, right: true)
                + " " + TextLayout.pad(release.ageText, 5, right: true) + " "
                + TextLayout.pad(release.peersText, 6, right: true)
                + extras.map { " " + TextLayout.pad($0.value(release), $0.width, right: $0.right) }.joined()
        }
        let styles = visible.map { $0.rejected ? CellStyle.muted : .plain }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y - 2),
            canvas: &canvas, styles: styles,
            empty: model.releases.isLoading
                ? "\(Blocks.spinner(context.now.timeIntervalSince1970)) Searching indexers…"
                : model.releases.emptyMessage("No releases."))
        if visible.indices.contains(cursor.selected) {
            let selected = visible[cursor.selected]
            let reasons = selected.rejections.joined(separator: "; ")
            if !reasons.isEmpty {
                canvas.put(
                    TextLayout.fit("Rejected: \(reasons)", area.width - 2), x: area.x + 1, y: area.maxY - 1,
                    style: .warning)
            } else if selected.fullSeason {
                canvas.put(
                    TextLayout.fit("▣ Season pack: the whole season in one download", area.width - 2), x: area.x + 1,
                    y: area.maxY - 1, style: .muted)
            }
        }
    }

    /// The columns every row has besides the title (quality, size, age, peers, marks, gaps).
    static let fixedWidth = 46

    /// A column beside the title, quality, size, age and peers.
    struct ExtraColumn {
        let width: Int
        let right: Bool
        let value: (ReleaseOffer) -> String
    }

    /// The indexer, custom-format score and language, in that order, as many as leave the
    /// title 24 columns; a narrow window drops the language first, then the score.
    static func extraColumns(fitting width: Int) -> [ExtraColumn] {
        let all = [
            ExtraColumn(width: 12, right: false) { $0.indexerText },
            ExtraColumn(width: 6, right: true) { $0.scoreText },
            ExtraColumn(width: 10, right: false) { $0.languagesText },
        ]
        var room = width - fixedWidth - 24
        return all.prefix { column in
            room -= column.width + 1
            return room >= 0
        }
    }

    var dialog: Dialog? {
        guard let release = model.pendingRejected else { return nil }
        let reasons = release.rejections.map { "• \($0)" }
        return Dialog(
            title: model.rejectedQuestion, lines: [release.title, ""] + reasons.prefix(6),
            hint: "y grab anyway · n cancel"
        ) { [model] key, context in
            switch key {
            case .character("y"): context.run { await model.confirmGrab() }
            case .character("n"), .escape, .enter: model.cancelGrab()
            default: break
            }
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let visible = model.visible
        if cursor.handle(key, count: visible.count, page: 10) { return true }
        switch key {
        case .enter:
            if visible.indices.contains(cursor.selected) {
                let release = visible[cursor.selected]
                context.run { [model] in await model.requestGrab(release) }
            }
        case .character("s"): model.cycleSort()
        case .character("a"): model.approvedOnly.toggle()
        case .character("p"): model.cycleProtocol()
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}
