import Foundation
import ThriftwoodCore

/// The add/edit profile sheet: the profile's name, every server it holds in its order (each
/// opened, tested, removed and moved the same way, whatever its kind), the fields of the server
/// being added or edited, and Save.
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
            + (model.servers.isEmpty
                ? []
                : [
                    KeyHint("t", "test server"), KeyHint("d", "remove server"),
                    KeyHint("J/K", "move server", secondary: true),
                ])
    }

    private var fields: [FormField] {
        [
            FormField(
                label: "Name", value: model.name, error: model.fieldErrors[ProfileDraft.Field.name],
                action: .text(model.name) { [model] in model.name = $0 })
        ] + serverRows + serverFields + [
            FormField(label: "Save", value: "", action: .running { [model] in await model.save() }),
            FormField(label: "Cancel", value: "", action: .button { [model] in model.cancel() }),
        ]
    }

    /// One row per server of the profile, in its order; Enter opens it in the server fields.
    private var serverRows: [FormField] {
        model.servers.map { server in
            let state = model.verdict(for: server)
            let parts = [
                server.kind.displayName, server.displayName, server.enabled ? nil : "off",
                state == .untested ? nil : state.summary,
            ]
            return FormField(
                label: server.name, value: parts.compactMap { $0 }.joined(separator: " · "),
                action: .open { [model] in model.beginEditing(server) })
        }
    }

    /// The fields of the server being added (of any kind) or edited: the first server of a
    /// new profile, one more for an existing one, or a listed one opened with Enter.
    private var serverFields: [FormField] {
        let errors = model.newServerErrors
        let connection = model.newServer
        let kind = connection.kind
        let editing = model.editingServer
        let heading =
            editing.map {
                FormField(
                    label: "Edit \($0.name)", value: kind.displayName + " (Enter: stop editing)",
                    action: .button { [model] in model.stopEditing() })
            }
            ?? FormField(
                label: model.isNew ? "First server" : "Add a server",
                value: kind.displayName + " (Enter: another kind)",
                action: .toggle { [model] in model.cycleNewServerKind() })
        var rows = [
            heading,
            FormField(
                label: "  Name",
                value: model.newServerName.isEmpty && editing == nil ? kind.displayName : model.newServerName,
                error: errors["name"],
                action: .text(model.newServerName) { [model] in model.newServerName = $0 }),
            FormField(
                label: "  URL", value: connection.url, error: errors[ProfileDraft.Field.url(kind)],
                action: .text(connection.url) { [model] in model.newServer.url = $0 }),
            FormField(
                label: "  Other URLs", value: connection.parsedOtherAddresses.joined(separator: " "),
                error: errors[ProfileDraft.Field.otherAddresses(kind)],
                action: .text(connection.parsedOtherAddresses.joined(separator: " ")) { [model] in
                    model.newServer.otherAddresses = $0
                }),
            FormField(
                label: "  \(kind.credentialLabel)", value: connection.maskedAPIKey,
                error: errors[ProfileDraft.Field.apiKey(kind)],
                action: .text(connection.apiKey) { [model] in model.newServer.apiKey = $0 }),
            FormField(
                label: "  Headers", value: connection.headers.replacingOccurrences(of: "\n", with: "; "),
                error: errors[ProfileDraft.Field.headers(kind)],
                action: .text(connection.headers.replacingOccurrences(of: "\n", with: "; ")) { [model] in
                    model.newServer.headers = $0.replacingOccurrences(of: "; ", with: "\n")
                }),
            FormField(
                label: "  TLS", value: connection.tlsSummary, action: .toggle { [model] in model.newServer.cycleTLS() }),
        ]
        if let path = connection.caFilePath {
            rows.append(
                FormField(
                    label: "  CA file", value: path, error: errors[ProfileDraft.Field.caFile(kind)],
                    action: .text(path) { [model] in model.newServer.trustCA(at: $0) }))
        }
        let test = model.isNew ? "  Test" : editing == nil ? "  Test and add" : "  Test and save"
        rows += [
            FormField(
                label: "  Enabled", value: connection.enabled ? "yes" : "no",
                action: .toggle { [model] in model.newServer.enabled.toggle() }),
            FormField(
                label: test, value: model.newServerVerdict == .untested ? "" : model.newServerVerdict.summary,
                error: errors["test"], action: .running { [model] in await model.addServer() }),
        ]
        return rows
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
        form.draw(
            fields, in: Rect(x: area.x + 1, y: y, width: area.width - 2, height: area.maxY - y - 1), canvas: &canvas)
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if FormView.isLeaveKey(key), model.hasChanges {
            leaving = true
            return true
        }
        // On a server's row: t tests it, d asks to remove it, J and K move it down and up the
        // profile's order.
        if let action = ServerRowKey(key) {
            let index = form.cursor.selected - 1
            guard model.servers.indices.contains(index) else { return false }
            let server = model.servers[index]
            switch action {
            case .test: context.run { [model] in await model.test(server) }
            case .remove: model.requestRemoval(of: server)
            case .move(let offset):
                // The cursor stays on the server as it moves.
                if model.servers.indices.contains(index + offset) { form.cursor.selected += offset }
                context.run { [model] in await model.move(server, by: offset) }
            }
            return true
        }
        return form.handle(key, fields: fields, context: context)
    }
}

/// What a key does on a server's row of the profile form.
private enum ServerRowKey {
    case test
    case remove
    case move(Int)

    init?(_ key: Key) {
        switch key {
        case .character("t"): self = .test
        case .character("d"): self = .remove
        case .character("J"): self = .move(1)
        case .character("K"): self = .move(-1)
        default: return nil
        }
    }
}
