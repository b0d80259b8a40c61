import ThriftwoodCore

/// Settings' menu: each entry to its page, and the browser's own (users, your account).
@MainActor
enum SettingsMenuPage {
    static func body(_ model: SettingsViewModel, context: PageContext) -> HTML {
        let entries = HTML.join(
            model.entries.map { entry in
                guard let href = context.href(entry.route) else { return HTML.empty }
                return "<li><a href=\"\(href)\">\(entry.title) <span class=\"muted\">\(entry.detail)</span></a></li>"
            })
        let users: HTML =
            context.isAdmin
            ? "<li><a href=\"\(context.asset("users"))\">Users <span class=\"muted\">Who may sign in, and as what</span></a></li>"
            : .empty
        return """
            <h1>\(context.title)</h1><ul class="rows">\(entries)\(users)\
            <li><a href="\(context.asset("account"))">Your account <span class="muted">Sign out, here or everywhere</span></a></li></ul>
            """
    }
}

/// The profile's services: each server's state (version, health, what it is doing, or why it
/// cannot be reached), its address and its calendar feed (its key hidden).
@MainActor
enum ServicesPage {
    static func body(_ model: ServicesViewModel, context: PageContext) -> HTML {
        let rows = HTML.join(
            model.rows.map { row in
                let name: HTML = context.href(row.route).map { "<a href=\"\($0)\">\(row.name)</a>" } ?? "\(row.name)"
                let address = model.address(of: row).map { HTML(" <span class=\"muted\">\($0)</span>") } ?? .empty
                let feed =
                    model.maskedFeedLine(for: row).map { HTML("<br><span class=\"muted\">\($0)</span>") } ?? .empty
                let diagnose =
                    context.isAdmin && row.server != nil
                    ? context.actionButton("diagnose", label: "Diagnose", fields: ["id": row.id]) : .empty
                return "<li>\(name) \(PageContext.status(row.state.label))\(address)\(feed) \(diagnose)</li>" as HTML
            })
        return "<h1>\(context.title)</h1>\(diagnosis(model))<ul class=\"rows\">\(rows)</ul>"
    }

    /// The last diagnosis: each step with its verdict, then its fix.
    private static func diagnosis(_ model: ServicesViewModel) -> HTML {
        guard let diagnosis = model.diagnosis else { return .empty }
        let steps = HTML.join(
            model.diagnosisLines(diagnosis).map { line in
                let tone: StatusTone =
                    switch line.step.verdict {
                    case .ok: .good
                    case .warning: .attention
                    case .failed: .problem
                    }
                return "<li class=\"\(PageContext.tone(tone))\">\(line.text)</li>" as HTML
            })
        return """
            <section class="diagnosis"><h2>\(diagnosis.server) (\(diagnosis.address))</h2>\
            <ul class="lines">\(steps)</ul></section>
            """
    }
}

/// The profiles: which is in use, switch, edit, delete (after the question), add.
@MainActor
enum ProfilesPage {
    static func body(_ model: ProfilesViewModel, context: PageContext) -> HTML {
        guard let profiles = model.profiles.value else { return context.notLoaded(model.profiles.error) }
        let rows = HTML.join(
            profiles.map { profile in
                let inUse = profile.id == model.activeId
                var actions: [HTML] = []
                if !inUse { actions.append(context.actionButton("use", label: "Use", fields: ["id": profile.id])) }
                if context.isAdmin {
                    if let edit = context.href(.settings(.editProfile(profileId: profile.id))) {
                        actions.append("<a class=\"button\" href=\"\(edit)\">Edit</a>")
                    }
                    actions.append(
                        context.actionButton("delete", label: "Delete…", fields: ["id": profile.id], style: "danger"))
                }
                return """
                    <li><span class="title">\(profile.name)</span>\(inUse ? HTML(" <span class=\"status tone-good\">in use</span>") : .empty) \
                    <span class="muted">\(profile.serversSummary)</span><div class="actions">\(actions)</div></li>
                    """ as HTML
            })
        let add: HTML =
            context.isAdmin
            ? context.href(.settings(.addProfile)).map { HTML("<a class=\"button\" href=\"\($0)\">Add a profile</a>") }
                ?? .empty : .empty
        return """
            <h1>\(context.title)</h1>\(context.failure(model.actionError))<div class="actions">\(add)</div>\
            <ul class="rows">\(rows)</ul>
            """
    }
}

/// Appearance and notice preferences: each as a switch that says its state.
@MainActor
enum PreferencesPage {
    static func appearance(_ model: AppearanceViewModel, context: PageContext) -> HTML {
        let preferences = model.preferences
        return page(
            context: context, error: model.saveError,
            rows: [
                ("Theme", "\(preferences.theme)", "theme", "Next theme"),
                ("Clock", preferences.use24HourTime ? "24-hour" : "12-hour", "clock", "Switch"),
                (
                    "Ask before deleting",
                    preferences.confirmDestructiveActions ? "yes" : "no (the browser always asks)",
                    "confirmations", "Switch"
                ),
                ("Pictures (posters and covers)", preferences.pictures.shownLabel, "pictures", "Switch"),
                ("Picture cache on disk", preferences.pictures.cacheLabel, "picture-cache", "Next size"),
            ])
    }

    static func notifications(_ model: NotificationsViewModel, context: PageContext) -> HTML {
        let notices = model.preferences.notifications
        return page(
            context: context, error: model.saveError,
            rows: [
                ("A download completed", notices.downloadCompleted ? "shown" : "not shown", "downloads", "Switch"),
                ("A server's health warns", notices.healthWarnings ? "shown" : "not shown", "health", "Switch"),
                (
                    "The desktop's own notifications (the app)", notices.desktop ? "shown" : "not shown", "desktop",
                    "Switch"
                ),
            ])
    }

    private static func page(
        context: PageContext, error: ErrorNotice?,
        rows: [(label: String, value: String, action: String, button: String)]
    ) -> HTML {
        let items = HTML.join(
            rows.map { row in
                let button = context.isAdmin ? context.actionButton(row.action, label: row.button) : .empty
                return
                    "<li><span class=\"title\">\(row.label)</span> <span class=\"muted\">\(row.value)</span> \(button)</li>"
                    as HTML
            })
        return "<h1>\(context.title)</h1>\(context.failure(error))<ul class=\"rows\">\(items)</ul>"
    }
}

/// Version, where the data lives, and the libraries' licences.
@MainActor
enum AboutPage {
    static func body(_ model: AboutViewModel, context: PageContext) -> HTML {
        let licences = HTML.join(
            model.licences.map { "<li>\($0.name) <span class=\"muted\">\($0.licence)</span></li>" })
        return """
            <h1>\(context.title)</h1><dl class="facts"><dt>Version</dt><dd>\(AboutViewModel.version)</dd>\
            <dt>Data</dt><dd>\(model.dataDirectory)</dd></dl><h2>Built on</h2><ul class="lines">\(licences)</ul>
            """
    }
}

/// Thriftwood's own log (keys hidden): the level and text filters, the entries, and the export.
@MainActor
enum LogsPage {
    static func body(_ model: LogsViewModel, context: PageContext) -> HTML {
        let use24Hour = context.coordinator.preferences.use24HourTime
        let rows = HTML.join(
            model.lines.prefix(200).map { line in
                """
                <li><span class="when">\(Format.dateTime(line.date, use24Hour: use24Hour))</span> \
                <span class="status \(PageContext.tone(line.tone))">\(line.level)</span> \(line.message) \
                <span class="tag">\(line.label)</span></li>
                """ as HTML
            })
        let levels = HTML.join(
            model.levelChoices.map { choice in
                "<option value=\"\(choice.value)\"\(choice.value == model.levelName ? HTML(" selected") : .empty)>\(choice.label)</option>"
                    as HTML
            })
        let export: HTML = context.isAdmin ? context.actionButton("export", label: "Export to a file") : .empty
        return """
            <h1>\(context.title)</h1>\(context.failure(model.actionError ?? model.entries.error))\
            \(context.done(model.message))
            <form method="post" action="\(context.asset("do"))" class="line-form">\(context.formToken)\
            <input type="hidden" name="action" value="filter"><label><span>Level</span><select name="level">\(levels)</select></label>\
            <label><span>Containing</span><input type="text" name="text" value="\(model.filterText)" autocomplete="off"></label>\
            <button type="submit">Filter</button></form><div class="actions">\(export)</div>
            <ul class="rows log">\(rows)</ul>\(model.lines.isEmpty ? HTML("<p class=\"muted\">No entries match.</p>") : .empty)
            """
    }
}
