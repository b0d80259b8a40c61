import ThriftwoodCore

/// A new request for a title found by search everywhere: the seasons (a series), 4K, and the
/// button, or why it cannot be requested. A household user may request: Seerr gets it from the
/// user the profile's key belongs to, and Thriftwood's log says who asked.
@MainActor
enum NewRequestPage {
    static func body(_ model: NewRequestViewModel, context: PageContext) -> HTML {
        guard let label = model.loadedTitle else { return context.notLoaded(model.titleState.error) }
        let message = context.done(model.message)
        if let refusal = model.refusal {
            return "<h1>\(label)</h1>\(message)<p class=\"muted\">\(refusal)</p>"
        }
        let seasons = model.seasonChoices
        let seasonField: HTML =
            seasons.isEmpty
            ? .empty
            : """
            <label>Seasons <select name="seasons">\(HTML.join(seasons.map { choice in
                "<option value=\"\(choice.value)\"\(choice.value == model.seasonsChoice ? HTML(" selected") : .empty)>\(choice.label)</option>" as HTML
            }))</select></label>
            """
        return """
            <h1>\(label)</h1>\(context.failure(model.actionError))\(message)
            <form method="post" action="\(context.asset("do"))" class="edit">\(context.formToken)\
            <input type="hidden" name="action" value="request">\(seasonField)\
            <label class="choice"><input type="checkbox" name="is4k"\(model.asks4K ? HTML(" checked") : .empty)> 4K</label>\
            <button type="submit">Request</button></form>
            """
    }
}
