import ThriftwoodCore

/// The app's own screens in the browser: Home, the merged views and search everywhere.
@MainActor
enum AppWebScreens: WebScreenFamily {
    static func body(for model: ScreenModel, context: PageContext) -> HTML? {
        switch model {
        case .app(.home(let home)): HomePage.body(home, context: context)
        case .app(.activity(let activity)): ActivityPage.body(activity.viewModel, context: context)
        case .app(.search(let search)): SearchPage.body(search, context: context)
        default: nil
        }
    }

    static func prepare(_ model: ScreenModel, context: PageContext) async {
        if case .app(.search(let search)) = model { await SearchPage.prepare(search, context: context) }
        // Read again on every visit: the store answers at once, and a reload must show what arrived.
        if case .app(.activity(.notifications(let events))) = model { await events.load() }
    }

    static func isLive(_ model: ScreenModel) -> Bool {
        switch model {
        case .app(.home), .app(.activity(.queue)), .app(.activity(.notifications)): true
        default: false
        }
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        nil
    }
}
