import ThriftwoodCore

/// One row of a queue, history, calendar or wanted list (one server's or merged): when, the
/// title (to its screen), its status and detail, its server when the list merges several, its
/// progress, and what follows (a row's own button).
@MainActor
enum ActivityRowItem {
    static func item(_ row: ActivityRow, context: PageContext, namesServer: Bool, trailing: HTML = .empty) -> HTML {
        let when = row.date.map {
            HTML(
                "<span class=\"when\">\(Format.dateTime($0, use24Hour: context.coordinator.preferences.use24HourTime))</span> "
            )
        }
        let title: HTML = row.route.flatMap(context.href).map { "<a href=\"\($0)\">\(row.title)</a>" } ?? "\(row.title)"
        let server: HTML = namesServer ? " <span class=\"tag\">\(row.source.name)</span>" : .empty
        let importLink: HTML =
            context.isAdmin
            ? row.manualImport.flatMap(context.href).map { " <a class=\"button\" href=\"\($0)\">Import…</a>" } ?? .empty
            : .empty
        // A download's row: the bar with its share, time left and size, and the client's own view
        // (its name, state and speed) before the release — what the terminal's row says. Other
        // rows have neither.
        let facts: HTML = row.queueFacts.isEmpty ? .empty : " <span class=\"facts-line\">\(row.queueFacts)</span>"
        let detail = row.queueDetail
        return """
            <li>\(when ?? .empty)\(title) \(PageContext.status(row.label)) <span class="muted">\(detail)</span>\
            \(server)\(row.progress.map(PageContext.progressBar) ?? .empty)\(facts)\(importLink) \(trailing)</li>
            """
    }
}

extension PageContext {
    /// A progress bar for a share of 0…1 (kept inside it).
    static func progressBar(_ fraction: Double) -> HTML {
        "<progress max=\"100\" value=\"\(Int(clamping: (min(max(fraction, 0), 1) * 100).rounded()))\"></progress>"
    }
}
