import ThriftwoodCore

extension Dialog {
    /// The tag picker every edit form shares: Space gives or takes a tag, `n` creates one,
    /// Enter or Esc closes it; other keys move `cursor`.
    static func tagPicker(
        tags: [TagOption], chosen: [Int], cursor: ListCursor, toggle: @escaping @MainActor (Int) -> Void,
        create: @escaping @MainActor (String) async -> Void, move: @escaping @MainActor (Key) -> Void,
        done: @escaping @MainActor () -> Void
    ) -> Dialog {
        let lines =
            tags.enumerated().map { index, tag in
                "\(index == cursor.selected ? "›" : " ") [\(chosen.contains(tag.id) ? "x" : " ")] \(tag.label)"
            } + (tags.isEmpty ? ["No tags yet."] : [])
        return Dialog(title: "Tags", lines: lines, hint: "Space toggle · n new tag… · Enter/Esc done") {
            key, context in
            switch key {
            case .character(" "):
                if tags.indices.contains(cursor.selected) { toggle(tags[cursor.selected].id) }
            case .character("n"):
                context.prompt("New tag", initial: "", onChange: nil) { label in
                    context.run { await create(label) }
                }
            case .enter, .escape: done()
            default: move(key)
            }
        }
    }
}
