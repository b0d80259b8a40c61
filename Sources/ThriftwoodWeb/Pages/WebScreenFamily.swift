import Foundation
import ThriftwoodCore

/// One family of screens in the browser (a kind's, or the app's own): the page for each of its
/// view models, the questions its actions ask and the actions themselves. A new family is a new
/// folder with one of these, named once in ``WebPages/families``; nothing shared switches over
/// every screen.
@MainActor
protocol WebScreenFamily {
    /// The page for `model`, nil when it is not this family's.
    static func body(for model: ScreenModel, context: PageContext) -> HTML?
    /// What a page does before it is drawn with its query (a search asks the servers).
    static func prepare(_ model: ScreenModel, context: PageContext) async
    /// Whether the screen changes on its own while shown (then its page streams its changes).
    static func isLive(_ model: ScreenModel) -> Bool
    /// The question `action` asks before it runs on `model`, nil when it runs at once or is not
    /// this family's.
    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion?
    /// Runs `action` on `model` (asked and answered already); nil when it is not this family's.
    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome?
    /// Whether a household user may run `action` on `model` (every change is an admin's unless
    /// a family says otherwise).
    static func householdMay(_ action: String, on model: ScreenModel) -> Bool
    /// Takes a file uploaded on `model`'s page (a .torrent, a CA certificate); nil when the page
    /// takes none.
    static func upload(_ name: String, contents: Data, on model: ScreenModel) async -> ActionOutcome?
}

extension WebScreenFamily {
    static func prepare(_ model: ScreenModel, context: PageContext) async {}
    static func isLive(_ model: ScreenModel) -> Bool { false }
    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        nil
    }
    static func householdMay(_ action: String, on model: ScreenModel) -> Bool { false }
    /// A family whose screens publish their actions (``ActionableScreen``) runs none itself.
    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        nil
    }
    static func upload(_ name: String, contents: Data, on model: ScreenModel) async -> ActionOutcome? { nil }
}

extension ActionOutcome {
    /// Done with the model's message, or refused with its action error.
    static func after(_ error: ErrorNotice?, message: String?) -> ActionOutcome {
        error.map { .refused($0.message) } ?? .done(message)
    }
}
