import ThriftwoodCore

/// A server's system screen: its version and facts, health (with the wiki's advice), disks and
/// the commands running.
@MainActor
enum SystemPage {
    static func body(_ model: SystemStatusViewModel, context: PageContext) -> HTML {
        guard let report = model.report.value else { return context.notLoaded(model.report.error) }
        let use24Hour = context.coordinator.preferences.use24HourTime
        let facts = HTML.join(
            report.facts(name: model.service.displayName, use24Hour: use24Hour).map {
                "<dt>\($0.label)</dt><dd>\($0.value)</dd>"
            })
        let health: HTML =
            report.healthLines.isEmpty
            ? "<p class=\"tone-good\">All checks pass.</p>"
            : "<ul class=\"rows\">\(HTML.join(report.healthLines.map { check in "<li>\(PageContext.status(check.label))\(check.wiki.map { HTML(" <span class=\"muted\">\($0)</span>") } ?? .empty)</li>" as HTML }))</ul>"
        let disks = HTML.join(
            report.diskLines.map { disk in
                "<li>\(disk.text)\(PageContext.progressBar(disk.usedFraction))</li>"
                    as HTML
            })
        let commands: HTML =
            switch report.commandLines {
            case .failed(let notice):
                "<p class=\"tone-problem\">Could not read the running commands: \(notice.message)</p>"
            case .loaded(let lines) where lines.isEmpty: "<p class=\"muted\">None running.</p>"
            case .loaded(let lines):
                "<ul class=\"rows\">\(HTML.join(lines.map { "<li class=\"\(PageContext.tone($0.tone))\">\($0.text)</li>" as HTML }))</ul>"
            }
        let admin = HTML.join(
            model.adminScreens.compactMap { route in
                context.href(.admin(route, kind: model.service, server: context.server)).map {
                    "<a class=\"button\" href=\"\($0)\">\(route.title)</a>" as HTML
                }
            })
        return """
            <h1>\(context.title)</h1><div class="actions">\(admin)</div><dl class="facts">\(facts)</dl><h2>Health</h2>\(health)\
            <h2>Disk space</h2><ul class="rows">\(disks)</ul><h2>Running commands</h2>\(commands)
            """
    }
}
