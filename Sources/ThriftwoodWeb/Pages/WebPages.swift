import ThriftwoodCore

/// The browser's screen families, and the page, question and action for a view model asked of
/// each in turn; a screen no family draws says so and gives its link for the terminal app.
@MainActor
enum WebPages {
    /// Every family of screens the browser draws.
    static let families: [any WebScreenFamily.Type] = [
        AppWebScreens.self, RadarrWebScreens.self, SonarrWebScreens.self, LidarrWebScreens.self,
        DownloadWebScreens.self, RequestWebScreens.self, StreamWebScreens.self, SettingsWebScreens.self,
        AdminWebScreens.self, TableWebScreens.self,
    ]

    static func body(for model: ScreenModel, context: PageContext) -> HTML {
        for family in families {
            if let body = family.body(for: model, context: context) { return body }
        }
        return NotYetPage.body(context: context)
    }

    /// Whether a family draws `model` (else its page is the not-yet page).
    static func draws(_ model: ScreenModel, context: PageContext) -> Bool {
        families.contains { $0.body(for: model, context: context) != nil }
    }

    /// What a page does before it is drawn with its query (a search asks the servers).
    static func prepare(_ model: ScreenModel, context: PageContext) async {
        for family in families { await family.prepare(model, context: context) }
    }

    /// Whether the screen changes on its own while shown (then its page streams its changes).
    static func isLive(_ model: ScreenModel) -> Bool {
        families.contains { $0.isLive(model) }
    }
}

/// A screen the browser does not draw yet: its title, and how to open it in the terminal app.
@MainActor
enum NotYetPage {
    static func body(context: PageContext) -> HTML {
        let link = (try? context.coordinator.currentLink()) ?? "thriftwood://"
        return """
            <h1>\(context.title)</h1>
            <p class="muted">This screen is not in the browser yet. In a terminal, \
            <code>thriftwood open \(link)</code> opens it in the app.</p>
            <p><a href="\(context.basePath)/">Back to Home</a></p>
            """
    }
}

/// A path that names no screen: why, and the way home.
@MainActor
enum NotFoundPage {
    static func body(context: PageContext) -> HTML {
        """
        <h1>No such page</h1>
        <p class="muted">Nothing in Thriftwood lives at this address.</p>
        <p><a href="\(context.basePath)/">Back to Home</a></p>
        """
    }
}
