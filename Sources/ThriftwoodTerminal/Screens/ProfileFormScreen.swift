import Foundation
import ThriftwoodCore

/// The add/edit profile sheet with per-field messages and "test connection".
@MainActor
final class ProfileFormScreen: Screen {
    let model: ProfileFormViewModel
    private var form = FormView()
    private var leaving = false

    init(model: ProfileFormViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        [KeyHint("Enter", "edit field"), KeyHint("Tab", "next")]
            + (model.otherServers.isEmpty
                ? [] : [KeyHint("d", "remove server"), KeyHint("J/K", "move server", secondary: true)])
    }

    private var fields: [FormField] {
        let draft = model.draft
        return [
            FormField(
                label: "Name", value: draft.name, error: model.fieldErrors[ProfileDraft.Field.name],
                action: .text(draft.name) { [model] in model.draft.name = $0 })
        ] + ProfileDraft.kinds.flatMap(connectionFields) + otherServerFields + [
            FormField(label: "Save", value: "", action: .running { [model] in await model.save() }),
            FormField(label: "Cancel", value: "", action: .button { [model] in model.cancel() }),
        ]
    }

    /// The profile's further servers ("Radarr 4K"), one row each (Enter edits one in the fields
    /// below, `d` asks to remove it), then the fields of one more to add, of any kind, or of the
    /// one being edited (edit mode; a new profile is saved first).
    private var otherServerFields: [FormField] {
        let listed = model.otherServers.map { server in
            FormField(
                label: server.name,
                value:
                    "\(server.kind.displayName) · \(server.displayName)\(server.enabled ? "" : " · off") · Enter edits · d removes",
                action: .button { [model] in model.beginEditing(server) })
        }
        guard !model.isNew else { return listed }
        let errors = model.newServerErrors
        let kind = model.newServer.kind
        let editing = model.editingServer
        let heading =
            editing.map {
                FormField(
                    label: "Edit \($0.name)", value: kind.displayName + " (Enter: stop editing)",
                    action: .button { [model] in model.stopEditing() })
            }
            ?? FormField(
                label: "Add a server", value: kind.displayName + " (Enter: another kind)",
                action: .toggle { [model] in model.cycleNewServerKind() })
        return listed + [
            heading,
            FormField(
                label: "  Name", value: model.newServerName, error: errors["name"],
                action: .text(model.newServerName) { [model] in model.newServerName = $0 }),
            FormField(
                label: "  URL", value: model.newServer.url, error: errors[ProfileDraft.Field.url(kind)],
                action: .text(model.newServer.url) { [model] in model.newServer.url = $0 }),
            FormField(
                label: "  \(kind.credentialLabel)", value: model.newServer.maskedAPIKey,
                error: errors[ProfileDraft.Field.apiKey(kind)],
                action: .text(model.newServer.apiKey) { [model] in model.newServer.apiKey = $0 }),
            FormField(
                label: editing == nil ? "  Test and add" : "  Test and save", value: "", error: errors["test"],
                action: .running { [model] in await model.addServer() }),
        ]
    }

    /// One service's rows: address, key, headers, TLS (and CA file), enabled, and its test.
    private func connectionFields(_ kind: ServiceKind) -> [FormField] {
        let errors = model.fieldErrors
        let connection = model.draft[kind]
        let name = kind.displayName
        var fields = [
            FormField(
                label: "\(name) URL", value: connection.url, error: errors[ProfileDraft.Field.url(kind)],
                action: .text(connection.url) { [model] in model.draft[kind].url = $0 }),
            FormField(
                label: "  API key", value: connection.maskedAPIKey, error: errors[ProfileDraft.Field.apiKey(kind)],
                action: .text(connection.apiKey) { [model] in model.draft[kind].apiKey = $0 }),
            FormField(
                label: "  Headers", value: connection.headers.replacingOccurrences(of: "\n", with: "; "),
                error: errors[ProfileDraft.Field.headers(kind)],
                action: .text(connection.headers.replacingOccurrences(of: "\n", with: "; ")) { [model] in
                    model.draft[kind].headers = $0.replacingOccurrences(of: "; ", with: "\n")
                }),
            FormField(
                label: "  TLS", value: connection.tlsSummary,
                action: .toggle { [model] in
                    model.draft[kind].cycleTLS()
                }),
        ]
        if let path = connection.caFilePath {
            fields.append(
                FormField(
                    label: "  CA file", value: path, error: errors[ProfileDraft.Field.caFile(kind)],
                    action: .text(path) { [model] in model.draft[kind].trustCA(at: $0) }))
        }
        fields += [
            FormField(
                label: "  Enabled", value: connection.enabled ? "yes" : "no",
                action: .toggle { [model] in model.draft[kind].enabled.toggle() }),
            FormField(
                label: "  Test \(name)", value: model.verdict(for: kind).summary,
                action: .running { [model] in await model.testConnection(kind) }),
        ]
        return fields
    }

    var dialog: Dialog? {
        if let server = model.pendingRemoval {
            return Dialog(title: model.removalQuestion(for: server), lines: [], hint: "y remove · n keep") {
                [model] key, context in
                if key == .character("y") {
                    context.run { await model.confirmRemoval() }
                } else {
                    model.cancelRemoval()
                }
            }
        }
        guard leaving else { return nil }
        return .discardChanges(
            discard: { [model] in model.cancel() }, keepEditing: { [weak self] in self?.leaving = false })
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        // The sheet's frame carries the title ("Edit Profile"); the form starts under it.
        var y = area.y + 1
        if let message = model.message {
            canvas.put(TextLayout.fit("✓ " + message, area.width - 2), x: area.x + 1, y: y, style: .success)
            y += 1
        }
        for notice in [model.saveError, model.loadError].compactMap({ $0 }) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        y += form.draw(
            fields, in: Rect(x: area.x + 1, y: y, width: area.width - 2, height: area.maxY - y - 2), canvas: &canvas)
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if FormView.isLeaveKey(key), model.hasChanges {
            leaving = true
            return true
        }
        // J and K move the further server under the cursor down and up the profile's order; d
        // asks to remove it.
        if key == .character("J") || key == .character("K") || key == .character("d") {
            let first = 1 + ProfileDraft.kinds.flatMap(connectionFields).count
            let index = form.cursor.selected - first
            guard model.otherServers.indices.contains(index) else { return false }
            let server = model.otherServers[index]
            if key == .character("d") {
                model.requestRemoval(of: server)
            } else {
                context.run { [model] in await model.move(server, by: key == .character("J") ? 1 : -1) }
            }
            return true
        }
        return form.handle(key, fields: fields, context: context)
    }
}
