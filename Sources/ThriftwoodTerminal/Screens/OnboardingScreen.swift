import ArrKit
import ThriftwoodCore

/// First run: welcome, name a profile, add Radarr (with a connection test), or try the demo.
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
                    label: "Profile name", value: flow.profileName, error: flow.fieldErrors[ProfileDraft.Field.name],
                    action: .text(flow.profileName) { [flow] in flow.profileName = $0 }),
                FormField(
                    label: "Continue", value: "", action: .running { [flow] in await flow.submitProfileName() }),
            ]
        case .addRadarr:
            return [
                FormField(
                    label: "Radarr URL", value: flow.radarrURL, error: flow.fieldErrors[ProfileDraft.Field.url],
                    action: .text(flow.radarrURL) { [flow] in flow.radarrURL = $0 }),
                FormField(
                    label: "API key", value: flow.apiKey, error: flow.fieldErrors[ProfileDraft.Field.apiKey],
                    action: .text(flow.apiKey) { [flow] in flow.apiKey = $0 }),
                FormField(
                    label: "Test connection", value: "",
                    action: .running { [flow] in await flow.testConnection() }),
                FormField(
                    label: "Test and finish", value: "", action: .running { [flow] in await flow.finish() }),
                FormField(
                    label: "Skip Radarr for now", value: "",
                    action: .running { [flow] in await flow.skipRadarr() }),
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
                "A keyboard client for your Radarr server: browse and search the library, add movies, "
                    + "watch downloads, and read history and health.", area.width - 8)
            {
                canvas.put(line, x: x, y: y)
                y += 1
            }
            y += 1
            let choices = [" Set up my Radarr server", " Try the demo (no server needed)"]
            ListView.draw(choices, cursor: &welcomeCursor, in: Rect(x: x, y: y, width: 40, height: 2), canvas: &canvas)
        case .createProfile:
            canvas.put("Step 1 of 2 · Name your profile", x: x, y: y, style: .accent)
            canvas.put("A profile groups your servers, e.g. Home or Parents.", x: x, y: y + 1, style: .muted)
            form.draw(
                fields, in: Rect(x: x, y: y + 3, width: area.width - 6, height: area.maxY - y - 3), canvas: &canvas)
        case .addRadarr:
            canvas.put("Step 2 of 2 · Connect Radarr", x: x, y: y, style: .accent)
            canvas.put("The API key is in Radarr → Settings → General → Security.", x: x, y: y + 1, style: .muted)
            let used = form.draw(
                fields, in: Rect(x: x, y: y + 3, width: area.width - 6, height: area.maxY - y - 5), canvas: &canvas)
            for (row, line) in TextLayout.wrap(flow.verdict.summary, area.width - 8).prefix(3).enumerated() {
                let style: CellStyle =
                    switch flow.verdict {
                    case .connected: .success
                    case .failed: .error
                    default: .muted
                    }
                canvas.put(line, x: x, y: y + 4 + used + row, style: style)
            }
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
