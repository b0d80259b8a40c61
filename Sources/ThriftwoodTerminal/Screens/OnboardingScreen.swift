import ThriftwoodCore

/// First run: welcome, name a profile, add each service (with a connection test) or skip it,
/// add further servers of any kind one after another, finish; or try the demo.
@MainActor
final class OnboardingScreen: Screen {
    let flow: OnboardingCoordinator
    private var form = FormView()
    private var welcomeCursor = ListCursor()
    private var shownRoute: OnboardingRoute?

    init(flow: OnboardingCoordinator) {
        self.flow = flow
    }

    var keyHints: [KeyHint] { [KeyHint("Enter", "choose"), KeyHint("Tab", "next field")] }

    private var fields: [FormField] {
        switch flow.currentRoute {
        case .createProfile:
            return [
                FormField(
                    label: "Profile name", value: flow.draft.name, error: flow.fieldErrors[ProfileDraft.Field.name],
                    action: .text(flow.draft.name) { [flow] in flow.draft.name = $0 }),
                FormField(
                    label: "Continue", value: "", action: .running { [flow] in await flow.submitProfileName() }),
            ]
        case .addService(let kind):
            let connection = flow.draft[kind]
            return [
                FormField(
                    label: "\(kind.displayName) URL", value: connection.url,
                    error: flow.fieldErrors[ProfileDraft.Field.url(kind)],
                    action: .text(connection.url) { [flow] in flow.draft[kind].url = $0 }),
                FormField(
                    label: "API key", value: connection.maskedAPIKey,
                    error: flow.fieldErrors[ProfileDraft.Field.apiKey(kind)],
                    action: .text(connection.apiKey) { [flow] in flow.draft[kind].apiKey = $0 }),
                FormField(
                    label: "Test connection", value: "",
                    action: .running { [flow] in await flow.testConnection(kind) }),
                FormField(
                    label: flow.isLastStep(kind) ? "Test and finish" : "Test and continue", value: "",
                    action: .running { [flow] in await flow.continueWith(kind) }),
                FormField(
                    label: "Skip \(kind.displayName) for now", value: "",
                    action: .running { [flow] in await flow.skip(kind) }),
            ]
        case .moreServers:
            let kind = flow.extra.kind
            return [
                FormField(
                    label: "Kind", value: kind.displayName + " (Enter: another kind)",
                    action: .toggle { [flow] in flow.cycleExtraKind() }),
                FormField(
                    label: "Name", value: flow.extraName, error: flow.fieldErrors["name"],
                    action: .text(flow.extraName) { [flow] in flow.extraName = $0 }),
                FormField(
                    label: "URL", value: flow.extra.url, error: flow.fieldErrors[ProfileDraft.Field.url(kind)],
                    action: .text(flow.extra.url) { [flow] in flow.extra.url = $0 }),
                FormField(
                    label: kind.credentialLabel, value: flow.extra.maskedAPIKey,
                    error: flow.fieldErrors[ProfileDraft.Field.apiKey(kind)],
                    action: .text(flow.extra.apiKey) { [flow] in flow.extra.apiKey = $0 }),
                FormField(
                    label: "Test and add another", value: "", error: flow.fieldErrors["test"],
                    action: .running { [flow] in await flow.addAnother() }),
                FormField(label: "Finish", value: "", action: .running { [flow] in await flow.finish() }),
            ]
        case nil:
            return []
        }
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        let x = area.x + 3
        var y = area.y + 1
        if flow.currentRoute != shownRoute {
            shownRoute = flow.currentRoute
            form = FormView()
        }
        if let error = flow.error {
            y += Blocks.error(error, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        switch flow.currentRoute {
        case nil:
            canvas.put("Welcome to Thriftwood", x: x, y: y, style: .accent)
            y += 2
            for line in TextLayout.wrap(
                "A keyboard client for the servers of your media stack — Radarr, Sonarr, Lidarr, the "
                    + "download clients, Seerr and Tautulli: browse and search the libraries, add titles, "
                    + "watch downloads, requests and streams, and read history and health.", area.width - 8)
            {
                canvas.put(line, x: x, y: y)
                y += 1
            }
            y += 1
            let choices = [" Set up my servers", " Try the demo (no server needed)"]
            ListView.draw(choices, cursor: &welcomeCursor, in: Rect(x: x, y: y, width: 40, height: 2), canvas: &canvas)
        case .createProfile:
            canvas.put("\(flow.step(of: .createProfile)) · Name your profile", x: x, y: y, style: .accent)
            canvas.put("A profile groups your servers, e.g. Home or Parents.", x: x, y: y + 1, style: .muted)
            form.draw(
                fields, in: Rect(x: x, y: y + 3, width: area.width - 6, height: area.maxY - y - 3), canvas: &canvas)
        case .addService(let kind):
            canvas.put(
                "\(flow.step(of: .addService(kind))) · Connect \(kind.displayName) (\(kind.manages))", x: x, y: y,
                style: .accent)
            canvas.put(
                "The API key is in \(kind.displayName) → Settings → General → Security.", x: x, y: y + 1, style: .muted)
            let used = form.draw(
                fields, in: Rect(x: x, y: y + 3, width: area.width - 6, height: area.maxY - y - 5), canvas: &canvas)
            let verdict = flow.verdict(for: kind)
            for (row, line) in TextLayout.wrap(verdict.summary, area.width - 8).prefix(3).enumerated() {
                let style: CellStyle =
                    switch verdict {
                    case .connected: .success
                    case .failed: .error
                    default: .muted
                    }
                canvas.put(line, x: x, y: y + 4 + used + row, style: style)
            }
        case .moreServers:
            canvas.put("\(flow.step(of: .moreServers)) · More servers, or finish", x: x, y: y, style: .accent)
            var lines = TextLayout.wrap(flow.moreServersIntro, area.width - 8)
            if let added = flow.addedSoFar { lines.append(TextLayout.fit(added, area.width - 8)) }
            for (row, line) in lines.enumerated() { canvas.put(line, x: x, y: y + 1 + row, style: .muted) }
            y += lines.count
            if let message = flow.message {
                canvas.put(TextLayout.fit("✓ " + message, area.width - 8), x: x, y: y + 1, style: .success)
            }
            form.draw(
                fields, in: Rect(x: x, y: y + 3, width: area.width - 6, height: area.maxY - y - 3), canvas: &canvas)
        }
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        if flow.currentRoute == nil {
            if welcomeCursor.handle(key, count: 2, page: 1) { return true }
            guard key == .enter else { return false }
            if welcomeCursor.selected == 0 {
                flow.begin()
            } else {
                context.run { [flow] in await flow.tryDemo() }
            }
            return true
        }
        if key == .escape || key == .left {
            flow.back()
            return true
        }
        return form.handle(key, fields: fields, context: context)
    }
}
