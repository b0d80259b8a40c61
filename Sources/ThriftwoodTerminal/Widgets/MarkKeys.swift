import ThriftwoodCore

/// The keys every markable list shares: Space marks (and moves on), `V` marks a range, `*`
/// marks everything shown, `X` clears; with marks, `m`/`u` monitor or unmonitor them, `E`
/// edits them, `S` searches for them and `D` deletes them (after a dialog naming how many).
@MainActor
enum MarkKeys {
    /// The footer while something is marked.
    static let hints = [
        KeyHint("Space", "mark"), KeyHint("m", "monitor"), KeyHint("u", "unmonitor"), KeyHint("E", "edit marked"),
        KeyHint("S", "search marked"), KeyHint("D", "delete marked"), KeyHint("X", "clear marks"),
    ]

    /// Handles `key` for `list` (the cursor moves down after a mark); false when it is not a mark key.
    static func handle(
        _ key: Key, list: any MarkableList, cursor: inout ListCursor, context: any ScreenContext
    ) -> Bool {
        let count = list.shownIds.count
        let hasMarks = !list.marked.isEmpty
        switch key {
        case .character(" "):
            list.toggleMark(at: cursor.selected)
            cursor.selected = min(cursor.selected + 1, max(0, count - 1))
        case .character("V"): list.markRange(to: cursor.selected)
        case .character("*"): list.markAllVisible()
        case .character("X"): list.clearMarks()
        case .character("m") where hasMarks: context.run { await list.setMonitored(true) }
        case .character("u") where hasMarks: context.run { await list.setMonitored(false) }
        case .character("E") where hasMarks: context.run { await list.beginBulkEdit() }
        case .character("S") where hasMarks: context.run { await list.searchMarked() }
        case .character("D") where hasMarks: list.requestBulkDelete()
        default: return false
        }
        return true
    }

    /// The open dialog of `list`'s marked items: the edit, or the delete naming how many.
    static func dialog(for list: any MarkableList) -> Dialog? {
        let bulk = list.bulk
        let noun = bulk.noun(list.marked.count)
        if let choice = bulk.pendingDelete {
            return .deleteFromLibrary(noun, choice: choice, change: { bulk.pendingDelete = $0 }) {
                await list.confirmBulkDelete()
            }
        }
        guard let edit = bulk.edit else { return nil }
        return Dialog(
            title: "Change \(noun)", lines: edit.lines(kindName: bulk.choices.kindName),
            hint: "keys cycle · Enter apply to all \(noun) · Esc cancel"
        ) { key, context in
            var changed = edit
            switch key {
            case .character("p"): changed.cycle(.qualityProfile, in: bulk.choices)
            case .character("a"): changed.cycle(.kind, in: bulk.choices)
            case .character("f"): changed.cycle(.rootFolder, in: bulk.choices)
            case .character("o"): changed.moveFiles.toggle()
            case .character("t"): changed.cycle(.tag, in: bulk.choices)
            case .character("T"):
                changed.tagChange = TagChange.allCases.cycled(after: changed.tagChange) ?? .add
            case .enter:
                context.run { await list.applyBulkEdit() }
                return
            case .escape, .character("n"):
                bulk.edit = nil
                return
            default: return
            }
            bulk.edit = changed
        }
    }
}
