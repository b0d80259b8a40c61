import ThriftwoodCore

/// A new data directory's first run, the app's own steps as pages: a welcome with the demo to
/// try, the profile's name, its Radarr and Sonarr (each tested, or skipped), further servers of
/// any kind (each tested), then Home. Only an admin sets it up.
@MainActor
enum OnboardingPage {
    static func body(_ flow: OnboardingCoordinator, context: PageContext) -> HTML {
        guard context.isAdmin else {
            return "<h1>Welcome</h1><p class=\"muted\">Thriftwood has no servers yet; an admin sets them up.</p>"
        }
        let problems = HTML.join(
            flow.fieldErrors.sorted { $0.key < $1.key }.map {
                "<p class=\"tone-problem\" role=\"alert\">\($0.value)</p>"
            })
        let failure = context.failure(flow.error)
        guard let route = flow.currentRoute else {
            return """
                <h1>Welcome</h1><p>Thriftwood looks after your Radarr, Sonarr, Lidarr, download clients, Seerr and \
                Tautulli in one place. It has no servers yet.</p>\(failure)<div class="actions">\
                \(context.actionButton("tryDemo", label: "Try the demo"))\(context.actionButton("begin", label: "Set up my servers"))</div>\
                <p class="muted">The demo runs small servers inside Thriftwood, so nothing of yours is touched.</p>
                """
        }
        let step = "<p class=\"muted\">\(flow.step(of: route))</p>" as HTML
        let back = context.actionButton("back", label: "Back")
        switch route {
        case .createProfile:
            return """
                <h1>\(route.title)</h1>\(step)\(failure)\(problems)\
                \(context.textAction("name", field: "name", label: "The profile's name", button: "Next", value: flow.draft.name))\
                <div class="actions">\(back)</div>
                """
        case .addService(let kind):
            let verdict = flow.verdict(for: kind)
            return """
                <h1>\(route.title)</h1>\(step)\(failure)\(problems)\
                \(verdict == .untested ? .empty : HTML("<p class=\"muted\" role=\"status\">\(verdict.summary)</p>"))
                <form method="post" action="\(context.asset("do"))" class="edit">\(context.formToken)\
                <input type="hidden" name="kind" value="\(kind.rawValue)">\
                <label>Address <input type="url" name="url" value="\(flow.draft[kind].url)" placeholder="http://nas.local:\(kind.defaultPort)" autocomplete="off"></label>\
                <label>\(kind.credentialLabel) <input type="password" name="credential" value="" \
                placeholder="\(flow.draft[kind].apiKey.isEmpty ? "" : "entered; leave empty to keep it")" autocomplete="off"></label>\
                <div class="actions"><button type="submit" name="action" value="test">Test</button>\
                <button type="submit" name="action" value="continue">Test and continue</button>\
                <button type="submit" name="action" value="skip">Skip \(kind.displayName) for now</button></div></form>\
                <div class="actions">\(back)</div>
                """
        case .moreServers:
            let kinds = HTML.join(
                flow.extraKinds.map {
                    "<option value=\"\($0.rawValue)\"\($0 == flow.extra.kind ? HTML(" selected") : .empty)>\($0.displayName)</option>"
                        as HTML
                })
            let added = HTML.join(
                flow.extras.map { "<li>\($0.name) <span class=\"muted\">\($0.displayName)</span></li>" })
            return """
                <h1>\(route.title)</h1>\(step)<p>\(flow.moreServersIntro)</p>\(failure)\(problems)\
                \(context.done(flow.message))\
                \(added == .empty ? .empty : HTML("<ul class=\"rows\">\(added)</ul>"))
                <form method="post" action="\(context.asset("do"))" class="edit">\(context.formToken)\
                <input type="hidden" name="action" value="another"><label>Kind <select name="kind">\(kinds)</select></label>\
                <label>Name <input type="text" name="serverName" value="\(flow.extraName)" autocomplete="off"></label>\
                <label>Address <input type="url" name="url" value="\(flow.extra.url)" autocomplete="off"></label>\
                <label>API key, or user:password / password for a download client that signs in \
                <input type="password" name="credential" value="" autocomplete="off"></label>\
                <button type="submit">Test and add</button></form>
                <div class="actions">\(context.actionButton("finish", label: "Finish"))\(back)</div>
                """
        }
    }

    /// Runs a step's action.
    static func perform(
        _ action: String, on flow: OnboardingCoordinator, fields: [String: String]
    ) async
        -> ActionOutcome
    {
        let kind = fields["kind"].flatMap(flow.kind(named:))
        switch action {
        case "tryDemo":
            await flow.tryDemo()
            return .after(flow.error, message: "The demo is ready")
        case "begin": flow.begin()
        case "back": flow.back()
        case "name":
            flow.draft.name = fields["name"] ?? ""
            await flow.submitProfileName()
        case "test", "continue", "skip":
            guard let kind else { return .refused("No server was named.") }
            var draft = flow.draft[kind]
            draft.url = fields["url"] ?? draft.url
            if let credential = fields["credential"], !credential.isEmpty { draft.apiKey = credential }
            flow.draft[kind] = draft
            switch action {
            case "test": await flow.testConnection(kind)
            case "continue": await flow.continueWith(kind)
            default: await flow.skip(kind)
            }
        case "another":
            if let kind, kind != flow.extra.kind { flow.extra = ConnectionDraft(kind) }
            flow.extra.url = fields["url"] ?? ""
            if let credential = fields["credential"], !credential.isEmpty { flow.extra.apiKey = credential }
            flow.extraName = fields["serverName"] ?? ""
            await flow.addAnother()
        case "finish":
            await flow.finish()
            return .after(flow.error, message: nil)
        default: return .refused("This page has no action \"\(action)\".")
        }
        return .after(flow.error, message: nil)
    }
}
