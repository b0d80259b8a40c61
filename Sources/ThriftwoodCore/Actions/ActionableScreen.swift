/// A screen whose actions are values: it publishes them, asks before the ones that ask, and
/// does them — the one place an action is done, whichever front end, key or button asked.
@MainActor
public protocol ActionableScreen: AnyObject {
    /// The actions it offers now (what the client can do, in the order the keys are hinted).
    var actions: [ScreenAction] { get }
    /// The question `request` asks before it runs, nil when it runs at once (or the rows are
    /// gone, when ``perform(_:)`` says so).
    func question(for request: ActionRequest) -> ActionQuestion?
    /// What an action's input starts with for `targets` (a download's category), "" for nothing.
    func prefill(_ action: ScreenAction, targets: [String]) -> String
    /// Whether a row action is offered on the row `row` (retry only on a failure).
    func offers(_ action: ScreenAction, on row: String) -> Bool
    /// Does `request` (asked and answered already where it asks).
    func perform(_ request: ActionRequest) async -> ActionResult
}

extension ActionableScreen {
    /// Nothing typed yet.
    public func prefill(_ action: ScreenAction, targets: [String]) -> String { "" }

    /// Every row action on every row.
    public func offers(_ action: ScreenAction, on row: String) -> Bool { true }

    /// The action with `id` offered now, nil when there is none.
    public func action(_ id: String) -> ScreenAction? { actions.first { $0.id == id } }
}
