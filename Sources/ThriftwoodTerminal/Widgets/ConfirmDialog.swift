import ThriftwoodCore

extension Dialog {
    /// A yes/no question: `y` (or Enter) runs `yes`, `n` or Esc runs `no`.
    static func confirm(
        _ question: String, lines: [String] = [], yes: @escaping @MainActor () async -> Void,
        no: @escaping @MainActor () -> Void
    ) -> Dialog {
        Dialog(title: question, lines: lines, hint: "y yes · n cancel") { key, context in
            switch key {
            case .character("y"), .enter: context.run { await yes() }
            case .character("n"), .escape: no()
            default: break
            }
        }
    }

    /// The question before `model` searches for everything it lists, while one waits.
    @MainActor
    static func searchAll(_ model: any AsksBeforeSearchingAll) -> Dialog? {
        guard let question = model.pendingSearchAll else { return nil }
        return .confirm(
            question, lines: MassSearchQuestion.consequences, yes: { await model.confirmSearchAll() },
            no: { model.pendingSearchAll = nil })
    }
}
