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
}
