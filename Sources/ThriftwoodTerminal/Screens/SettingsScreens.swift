import Foundation
import ThriftwoodCore

/// The profiles list: switch, add, edit, delete.
@MainActor
final class ProfilesScreen: Screen {
    let model: ProfilesViewModel
    private var cursor = ListCursor()

    init(model: ProfilesViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [KeyHint("Enter", "use"), KeyHint("a", "add"), KeyHint("e", "edit"), KeyHint("d", "delete")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y + 1
        for notice in [model.actionError, model.profiles.error].compactMap({ $0 }) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let profiles = model.profiles.value ?? []
        let rows = profiles.map { profile in
            let active = profile.id == model.activeId ? "●" : " "
            return " \(active) \(TextLayout.pad(profile.name, 20)) \(profile.serversSummary)"
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y), canvas: &canvas,
            empty: model.profiles.emptyMessage("No profiles yet; press a to add one."))
    }

    var dialog: Dialog? {
        guard let pending = model.pendingDelete else { return nil }
        return Dialog(
            title: "Delete profile \(pending.name)?", lines: ["Its servers and cached library are removed."],
            hint: "y delete · n cancel"
        ) { [model] key, context in
            switch key {
            case .character("y"), .enter: context.run { await model.confirmDelete() }
            case .character("n"), .escape: model.cancelDelete()
            default: break
            }
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        let profiles = model.profiles.value ?? []
        if cursor.handle(key, count: profiles.count, page: 10) { return true }
        let selected = profiles.indices.contains(cursor.selected) ? profiles[cursor.selected] : nil
        switch key {
        case .enter: if let selected { context.run { [model] in await model.use(selected.id) } }
        case .character("a"): model.add()
        case .character("e"): if let selected { model.edit(selected.id) }
        case .character("d"): if let selected { context.run { [model] in await model.requestDelete(selected) } }
        default: return false
        }
        return true
    }
}

/// Appearance or notifications: a list of toggles.
@MainActor
final class PreferencesScreen: Screen {
    enum Kind { case appearance, notifications }
    let editor: PreferenceEditor
    let kind: Kind
    private var form = FormView()

    init(editor: PreferenceEditor, kind: Kind) {
        self.editor = editor
        self.kind = kind
    }

    var keyHints: [KeyHint] { [KeyHint("Enter/Space", "change")] }

    private var fields: [FormField] {
        let preferences = editor.preferences
        switch (kind, editor) {
        case (.appearance, let appearance as AppearanceViewModel):
            return [
                FormField(
                    label: "Theme", value: preferences.theme.rawValue,
                    action: .changing { await appearance.cycleTheme() }),
                FormField(
                    label: "24-hour time", value: preferences.use24HourTime ? "yes" : "no",
                    action: .changing { await appearance.toggle24HourTime() }),
                FormField(
                    label: "Confirm deletions", value: preferences.confirmDestructiveActions ? "yes" : "no",
                    action: .changing { await appearance.toggleConfirmations() }),
                FormField(
                    label: "Pictures", value: preferences.pictures.shownLabel,
                    action: .changing { await appearance.togglePictures() }),
                FormField(
                    label: "Pictures here", value: preferences.pictures.terminalModeLabel,
                    action: .changing { await appearance.cyclePictureMode() }),
                FormField(
                    label: "Picture cache", value: preferences.pictures.cacheLabel,
                    action: .changing { await appearance.cyclePictureCache() }),
            ]
        case (.notifications, let notifications as NotificationsViewModel):
            return [
                FormField(
                    label: "Download completed", value: preferences.notifications.downloadCompleted ? "show" : "hide",
                    action: .changing { await notifications.toggleDownloadCompleted() }),
                FormField(
                    label: "Health warnings", value: preferences.notifications.healthWarnings ? "show" : "hide",
                    action: .changing { await notifications.toggleHealthWarnings() }),
                FormField(
                    label: "Desktop notifications", value: preferences.notifications.desktop ? "show" : "hide",
                    action: .changing { await notifications.toggleDesktop() }),
            ]
        default:
            return []
        }
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y + 1
        if let error = editor.saveError {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        form.draw(fields, in: Rect(x: area.x + 1, y: y, width: area.width - 2, height: area.maxY - y), canvas: &canvas)
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        form.handle(key, fields: fields, context: context)
    }
}

/// Version, data directory and licences.
@MainActor
final class AboutScreen: Screen {
    let model: AboutViewModel

    init(model: AboutViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [] }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y + 1
        canvas.put("Thriftwood \(AboutViewModel.version)", x: area.x + 2, y: y, style: .accent)
        y += 1
        canvas.put(TextLayout.fit("Data: \(model.dataDirectory)", area.width - 4), x: area.x + 2, y: y, style: .muted)
        y += 2
        y = Blocks.section("Built with", x: area.x + 2, y: y, canvas: &canvas)
        for (name, licence) in model.licences where y < area.maxY {
            canvas.put("  \(TextLayout.pad(name, 28)) \(licence)", x: area.x + 2, y: y)
            y += 1
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool { false }
}

/// The app log: level filter, text filter, export.
@MainActor
final class LogsScreen: Screen {
    let model: LogsViewModel
    private var cursor = ListCursor()

    init(model: LogsViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [KeyHint("l", "level"), KeyHint("/", "filter"), KeyHint("x", "export"), KeyHint("r", "reload")]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let filter = model.filterText.isEmpty ? "" : " · containing \"\(model.filterText)\""
        canvas.put("Level ≥ \(model.minimumLevel)\(filter)", x: area.x + 1, y: area.y, style: .accent)
        var y = area.y + 1
        if let message = model.message {
            canvas.put(TextLayout.fit("✓ \(message)", area.width - 2), x: area.x + 1, y: y, style: .success); y += 1
        }
        for notice in [model.actionError, model.entries.error].compactMap({ $0 }) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        let rows = (model.entries.value ?? []).map {
            " \(Format.dateTime($0.date, use24Hour: context.use24HourTime)) \(TextLayout.pad("\($0.level)", 8)) \($0.message)"
        }
        ListView.draw(
            rows, cursor: &cursor, in: Rect(x: area.x, y: y, width: area.width, height: area.maxY - y), canvas: &canvas,
            empty: model.entries.emptyMessage("The log is empty."))
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if cursor.handle(key, count: model.entries.value?.count ?? 0, page: 10) { return true }
        switch key {
        case .character("l"): context.run { [model] in await model.cycleLevel() }
        case .character("/"):
            context.prompt("Filter", initial: model.filterText, onChange: nil) { [model] text in
                model.filterText = text
                context.run { await model.load() }
            }
        case .character("x"): context.run { [model] in await model.export() }
        case .character("r"): context.run { [model] in await model.load() }
        default: return false
        }
        return true
    }
}

/// Radarr settings: the connection, a test, and the list defaults.
@MainActor
final class RadarrSettingsScreen: Screen {
    let model: RadarrSettingsViewModel
    private var form = FormView()

    init(model: RadarrSettingsViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "choose")] }

    private var fields: [FormField] {
        [
            FormField(
                label: "Default sort", value: model.listOptions.sort.label,
                action: .changing { [model] in await model.cycleDefaultSort() }),
            FormField(
                label: "Default filter", value: model.listOptions.filter.label,
                action: .changing { [model] in await model.cycleDefaultFilter() }),
            FormField(
                label: "Test connection", value: "",
                action: .running { [model] in await model.testConnection() }),
            FormField(label: "Edit connection", value: "", action: .button { [model] in model.editConnection() }),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y + 1
        y += Blocks.pairs(
            [
                (
                    "Address",
                    model.server?.displayName ?? "none"
                ),
                ("API key", model.maskedKey), ("TLS", model.tlsSummary), ("Headers", model.headerNames),
                ("Connection", model.verdict.summary),
            ], at: area.x + 2, y: y, width: area.width - 4, canvas: &canvas)
        y += 1
        form.draw(fields, in: Rect(x: area.x + 1, y: y, width: area.width - 2, height: area.maxY - y), canvas: &canvas)
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        form.handle(key, fields: fields, context: context)
    }
}
