import ThriftwoodCore

/// A profile's form: its name, its servers (test, edit, move, remove after the question, each
/// with its TLS policy and pinned fingerprint), and the server fields that add one of any kind
/// — tested before it is saved — or edit one. A key is never shown back: an empty field keeps it.
@MainActor
enum ProfileFormPage {
    static func body(_ model: ProfileFormViewModel, context: PageContext) -> HTML {
        if let error = model.loadError { return context.notLoaded(error) }
        let message = context.done(model.message)
        let nameError = model.fieldErrors.values.first.map {
            HTML("<p class=\"tone-problem\" role=\"alert\">\($0)</p>")
        }
        if model.isNew {
            return """
                <h1>\(context.title)</h1>\(context.failure(model.saveError))\(nameError ?? .empty)
                <form method="post" action="\(context.asset("do"))" class="edit">\(context.formToken)\
                <input type="hidden" name="action" value="save"><label>Name <input type="text" name="name" \
                value="\(model.name)" required autocomplete="off"></label>\
                <fieldset><legend>Its first server (optional)</legend>\(serverFields(model))</fieldset>\
                <button type="submit">Create the profile</button></form>
                """
        }
        let rows = HTML.join(model.servers.map { row($0, model: model, context: context) })
        return """
            <h1>\(context.title)</h1>\(context.failure(model.saveError))\(nameError ?? .empty)\(message)
            \(context.textAction("save", field: "name", label: "Name", button: "Rename", value: model.name))
            <h2>Servers</h2><ul class="rows">\(rows)</ul>\
            \(model.servers.isEmpty ? HTML("<p class=\"muted\">No servers yet.</p>") : .empty)
            <h2>\(model.editingServer.map { "Edit \($0.name)" } ?? "Add a server")</h2>\(certificate(model, context: context))
            <form method="post" action="\(context.asset("do"))" class="edit">\(context.formToken)\(serverFields(model))\
            <div class="actions"><button type="submit" name="action" value="testServer">Test</button>\
            <button type="submit" name="action" value="addServer">\(model.editingServer == nil ? "Test and add" : "Test and save")</button>\
            \(model.editingServer == nil ? .empty : HTML("<button type=\"submit\" name=\"action\" value=\"stopEditing\">Cancel the edit</button>"))</div></form>
            """
    }

    private static func row(_ server: ServiceServer, model: ProfileFormViewModel, context: PageContext) -> HTML {
        let slug = ["slug": server.slug]
        let tls = ConnectionDraft(server.kind, server: server).tlsSummary
        return """
            <li><span class="title">\(server.name)</span> <span class="muted">\(server.kind.displayName) · \
            \(server.displayName)\(server.enabled ? "" : " · switched off") · TLS: \(tls)</span> \
            <span class="muted">\(model.verdict(for: server).summary)</span><div class="actions">\
            \(context.actionButton("test", label: "Test", fields: slug))\
            \(context.actionButton("edit", label: "Edit", fields: slug))\
            \(context.actionButton("up", label: "Up", fields: slug))\
            \(context.actionButton("down", label: "Down", fields: slug))\
            \(context.actionButton("remove", label: "Remove…", fields: slug, style: "danger"))</div></li>
            """
    }

    /// The server fields: kind (a new server's), name, address, credential, whether it is used,
    /// with each field's problem and the last test's verdict.
    private static func serverFields(_ model: ProfileFormViewModel) -> HTML {
        let draft = model.newServer
        let kinds = HTML.join(
            model.kindChoices.map { choice in
                "<option value=\"\(choice.value)\"\(choice.value == draft.kind.rawValue ? HTML(" selected") : .empty)>\(choice.label)</option>"
                    as HTML
            })
        let kind: HTML =
            model.editingServer == nil
            ? "<label>Kind <select name=\"kind\">\(kinds)</select></label>"
            : "<input type=\"hidden\" name=\"kind\" value=\"\(draft.kind.rawValue)\">"
        let problems = HTML.join(
            model.newServerErrors.sorted { $0.key < $1.key }.map {
                "<p class=\"tone-problem\" role=\"alert\">\($0.value)</p>" as HTML
            })
        let verdict: HTML =
            switch model.newServerVerdict {
            case .untested: .empty
            case .connected: "<p class=\"tone-good\" role=\"status\">\(model.newServerVerdict.summary)</p>"
            case .testing, .failed: "<p class=\"tone-attention\" role=\"status\">\(model.newServerVerdict.summary)</p>"
            }
        let keyHint = model.hasCredential ? "entered; leave empty to keep it" : ""
        return """
            \(problems)\(verdict)\(kind)<label>Name (optional) <input type="text" name="serverName" \
            value="\(model.newServerName)" autocomplete="off"></label>\
            <label>Address <input type="url" name="url" value="\(draft.url)" placeholder="http://nas.local:7878" \
            autocomplete="off"></label>\
            <label>Other addresses of the same server, one per line (a public name, a VPN address), tried when \
            the first does not answer <textarea name="otherAddresses" rows="2" autocomplete="off">\
            \(draft.otherAddresses)</textarea></label>\
            <label>\(model.editingServer == nil ? "API key, or user:password / password for a download client that signs in" : model.credentialLabel) \
            <input type="password" name="credential" value="" placeholder="\(keyHint)" autocomplete="off"></label>\
            <label class="choice"><input type="checkbox" name="enabled"\(draft.enabled ? HTML(" checked") : .empty)> Used</label>
            """
    }

    /// Puts the form's server fields into the model.
    static func takeServerFields(_ fields: [String: String], into model: ProfileFormViewModel) {
        model.takeServerFields(
            kind: fields["kind"], name: fields["serverName"] ?? "", url: fields["url"] ?? "",
            credential: fields["credential"] ?? "", enabled: fields["enabled"] == "on",
            otherAddresses: fields["otherAddresses"])
    }

    /// The server fields' TLS policy, and a CA certificate to upload for a server whose
    /// certificate a private CA signed (a self-signed one is pinned on first use instead).
    private static func certificate(_ model: ProfileFormViewModel, context: PageContext) -> HTML {
        """
        <form method="post" action="\(context.asset("upload"))" enctype="multipart/form-data" class="line-form">\
        \(context.formToken)<label><span>TLS for the server in the fields: \(model.newServer.tlsSummary). \
        A CA certificate to trust (PEM), before the fields below</span><input type="file" name="file" accept=".pem,.crt,.cer"></label>\
        <button type="submit">Upload and trust</button></form>
        """
    }
}
