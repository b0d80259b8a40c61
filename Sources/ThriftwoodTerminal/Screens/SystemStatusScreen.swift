import ThriftwoodCore

/// Version, OS, start time; health with wiki links; disks; running commands.
@MainActor
final class SystemStatusScreen: Screen {
    let model: SystemStatusViewModel
    private var scroll = 0

    init(model: SystemStatusViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        let admin = model.onOpenAdmin == nil ? [] : [KeyHint("1-\(model.adminScreens.count)", "look after")]
        return admin + [KeyHint("↑↓", "scroll"), KeyHint("r", "refresh")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        if let error = model.report.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        guard let report = model.report.value else {
            if model.report.isLoading { canvas.put("Loading…", x: area.x + 2, y: y + 1, style: .muted) }
            return
        }
        var lines: [(String, CellStyle)] = []
        if model.onOpenAdmin != nil {
            lines.append(("Look after", .accent))
            let entries = model.adminScreens.enumerated().map { "\($0.offset + 1) \($0.element.title)" }
            for line in TextLayout.wrap(entries.joined(separator: "   "), area.width - 4) {
                lines.append(("  " + line, .plain))
            }
            lines.append(("", .plain))
        }
        lines.append(("Server", .accent))
        for fact in report.facts(name: model.service.displayName, use24Hour: context.use24HourTime) {
            lines.append(("  " + TextLayout.pad(fact.label, 12) + fact.value, .plain))
        }
        lines.append(("", .plain))
        lines.append(("Health", .accent))
        if report.healthLines.isEmpty { lines.append(("  All checks pass.", .success)) }
        for check in report.healthLines {
            lines.append(("  • \(check.label.text)", .tone(check.label.tone)))
            if let wiki = check.wiki { lines.append(("    \(wiki)", .muted)) }
        }
        lines.append(("", .plain))
        lines.append(("Disk space", .accent))
        for disk in report.diskLines {
            lines.append(("  \(Blocks.bar(disk.usedFraction, width: 16)) \(disk.text)", .plain))
        }
        lines.append(("", .plain))
        lines.append(("Running commands", .accent))
        switch report.commandLines {
        case .failed(let notice):
            lines.append(("  Could not read the running commands: \(notice.message)", .error))
        case .loaded(let commands):
            if commands.isEmpty { lines.append(("  None running.", .muted)) }
            for command in commands { lines.append(("  \(command.text)", .tone(command.tone))) }
        }
        scroll = max(0, min(scroll, max(0, lines.count - (area.maxY - y))))
        for (line, style) in lines.dropFirst(scroll) where y < area.maxY {
            canvas.put(TextLayout.fit(line, area.width - 2), x: area.x + 1, y: y, style: style)
            y += 1
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        switch key {
        case .down, .character("j"): scroll += 1
        case .up, .character("k"): scroll = max(0, scroll - 1)
        case .character("r"): context.run { [model] in await model.load() }
        case .character(let digit)
        where digit.wholeNumberValue.map({ (1...model.adminScreens.count).contains($0) }) == true:
            guard let open = model.onOpenAdmin, let number = digit.wholeNumberValue else { return false }
            open(model.adminScreens[number - 1])
        default: return false
        }
        return true
    }
}
