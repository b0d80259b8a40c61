import ThriftwoodCore

/// The keys every markable list shares: Space marks (and moves on), `V` marks a range, `*`
/// marks everything shown, `X` clears; with marks, `m`/`u` monitor or unmonitor them, `E`
/// edits them, `S` searches for them and `D` deletes them — each after a dialog that names
/// every marked title and how many of them the search or filter hides.
@MainActor
enum MarkKeys {
    /// The footer while something is marked.
    static let hints = [
        KeyHint("Space", "mark"), KeyHint("m", "monitor"), KeyHint("u", "unmonitor"), KeyHint("E", "edit marked"),
        KeyHint("S", "search marked"), KeyHint("D", "delete marked"), KeyHint("X", "clear marks"),
    ]

    /// Help's list for a markable list: its own keys, then the keys for marked rows, each once.
    static func helpHints(_ own: [KeyHint]) -> [KeyHint] {
        own + hints.filter { hint in !own.contains { $0.key == hint.key && $0.action == hint.action } }
    }

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
        case .character("m") where hasMarks: context.run { await list.requestBulk(.monitor) }
        case .character("u") where hasMarks: context.run { await list.requestBulk(.unmonitor) }
        case .character("E") where hasMarks: context.run { await list.requestBulk(.edit) }
        case .character("S") where hasMarks: context.run { await list.requestBulk(.search) }
        case .character("D") where hasMarks: context.run { await list.requestBulk(.delete) }
        default: return false
        }
        return true
    }

    /// The open dialog of `list`'s marked items: a confirmation or the edit, each naming them.
    static func dialog(for list: any MarkableList) -> Dialog? {
        let bulk = list.bulk
        if let choice = bulk.pendingDelete {
            let review = list.review(.delete)
            var dialog = Dialog.deleteFromLibrary(
                bulk.noun(list.marked.count), choice: choice, change: { bulk.pendingDelete = $0 }
            ) {
                await list.confirmBulkDelete()
            }
            return scrolling(dialog: &dialog, review: review, bulk: bulk)
        }
        if let intent = bulk.pendingIntent {
            let review = list.review(intent)
            var dialog = Dialog(title: review.title, lines: [], hint: "y yes · n cancel · ↑↓ scroll") { key, context in
                switch key {
                case .character("y"), .enter: context.run { await list.confirmPendingIntent() }
                case .character("n"), .escape: bulk.pendingIntent = nil
                default: break
                }
            }
            return scrolling(dialog: &dialog, review: review, bulk: bulk)
        }
        guard let edit = bulk.edit else { return nil }
        let review = list.review(.edit)
        let noun = bulk.noun(list.marked.count)
        var dialog = Dialog(
            title: review.title, lines: edit.lines(kindName: bulk.choices.kindName),
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
        return scrolling(dialog: &dialog, review: review, bulk: bulk)
    }

    /// Adds the review's lines and titles to `dialog`, with ↑/↓ (and PgUp/PgDn) scrolling the
    /// titles before the dialog's own keys.
    private static func scrolling(dialog: inout Dialog, review: MarkedReview, bulk: MarkedActions) -> Dialog {
        dialog.lines = review.lines + dialog.lines
        dialog.items = review.items
        dialog.itemsOffset = bulk.reviewOffset
        let own = dialog.onKey
        let last = max(0, review.items.count - 1)
        dialog.onKey = { key, context in
            switch key {
            case .down: bulk.reviewOffset = min(last, bulk.reviewOffset + 1)
            case .up: bulk.reviewOffset = max(0, bulk.reviewOffset - 1)
            case .pageDown: bulk.reviewOffset = min(last, bulk.reviewOffset + 10)
            case .pageUp: bulk.reviewOffset = max(0, bulk.reviewOffset - 10)
            default: own(key, context)
            }
        }
        return dialog
    }
}
