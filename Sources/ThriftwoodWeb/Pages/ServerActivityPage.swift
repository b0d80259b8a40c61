import ThriftwoodCore

/// One server's queue, history, calendar or wanted list: the rows the views across services
/// show, the line above them, the page or week before and after, and the list's own actions
/// (removing a download after the question, a search for everything after the question).
@MainActor
enum ServerActivityPage {
    static func body(_ model: any ServerActivityList, context: PageContext) -> HTML {
        guard model.listLoaded else { return context.notLoaded(model.listError) }
        let rows = HTML.join(
            model.activityRows.map { row in
                let remove: HTML =
                    context.isAdmin && model.removesRows
                    ? row.queueId.map {
                        context.actionButton(
                            "removeQueue", label: "Remove…", fields: ["queueId": "\($0)", "title": row.title],
                            style: "danger")
                    } ?? .empty : .empty
                return ActivityRowItem.item(row, context: context, namesServer: false, trailing: remove)
            })
        var actions: [HTML] = []
        if let noun = model.stepNoun {
            actions.append(context.actionButton("move", label: "Previous \(noun)", fields: ["step": "-1"]))
            actions.append(context.actionButton("move", label: "Next \(noun)", fields: ["step": "1"]))
        }
        if let filter = model.filterWords {
            actions.append(context.actionButton("filter", label: "Showing \(filter) — next"))
        }
        if context.isAdmin, model.searchEverythingQuestion != nil {
            actions.append(context.actionButton("searchAll", label: "Search for everything…"))
        }
        let empty: HTML =
            model.activityRows.isEmpty ? "<p class=\"muted\">\(model.listEmptyMessage)</p>" : .empty
        return """
            <h1>\(context.title)</h1><p class="muted">\(model.listSummary)</p>\(context.failure(model.listError))
            <div class="actions">\(actions)</div><ul class="rows">\(rows)</ul>\(empty)
            """
    }

    /// The question a list's action asks first.
    static func question(_ action: String, on model: any ServerActivityList, fields: [String: String]) -> WebQuestion? {
        switch action {
        case "searchAll": return model.searchEverythingQuestion.map { WebQuestion($0, confirm: "Search") }
        case "removeQueue":
            guard let id = fields["queueId"].flatMap({ Int($0) }) else { return nil }
            return WebQuestion(
                QueueRemoveChoice(id: id, title: fields["title"] ?? "").question, confirm: "Remove",
                choices: [
                    .init(field: "removeFromClient", label: "Remove it from the download client too", checked: true),
                    .init(field: "blocklist", label: "Blocklist the release"),
                    .init(field: "skipRedownload", label: "Do not search for another (with the blocklist)"),
                ], destructive: true)
        default: return nil
        }
    }

    /// Runs a list's action (asked already).
    static func perform(
        _ action: String, on model: any ServerActivityList, fields: [String: String]
    ) async
        -> ActionOutcome?
    {
        switch action {
        case "move":
            await model.move(by: fields["step"] == "-1" ? -1 : 1)
            return .done(nil)
        case "filter":
            await model.nextFilter()
            return .done(nil)
        case "searchAll":
            let outcome = await model.searchEverythingNow()
            return .after(outcome.error, message: outcome.message)
        case "removeQueue":
            guard let id = fields["queueId"].flatMap({ Int($0) }) else { return .refused("No download was named.") }
            var choice = QueueRemoveChoice(id: id, title: fields["title"] ?? "")
            choice.removeFromClient = fields["removeFromClient"] == "on"
            choice.blocklist = fields["blocklist"] == "on"
            choice.skipRedownload = fields["skipRedownload"] == "on"
            let error = await model.removeRow(queueId: id, choice: choice)
            return .after(error, message: "Removed \(fields["title"] ?? "the download")")
        default: return nil
        }
    }
}
