import ThriftwoodCore

/// The question before a destructive or costly action, as a page of its own: it names what the
/// action acts on, offers its choices, and goes ahead only with the button (works without script).
enum ConfirmPage {
    static func page(
        _ question: WebQuestion, fields: [String: String], at: String, visit: Visit, basePath: String
    )
        -> HTML
    {
        let lines = HTML.join(
            question.text.split(separator: "\n").map { "<p>\(String($0))</p>" as HTML })
        let kept = HTML.join(
            fields.filter {
                !["csrf", "confirmed"].contains($0.key) && !question.choices.map(\.field).contains($0.key)
                    && !question.texts.map(\.field).contains($0.key) && !question.selects.map(\.field).contains($0.key)
            }
            .sorted { $0.key < $1.key }
            .map { "<input type=\"hidden\" name=\"\($0.key)\" value=\"\($0.value)\">" as HTML })
        let items =
            question.items.isEmpty
            ? HTML.empty : "<ul class=\"rows marked\">\(question.items.map { "<li>\($0)</li>" as HTML })</ul>"
        let selects = HTML.join(
            question.selects.map { select in
                let options = HTML.join(
                    select.options.map { option in
                        let selected = option.value == select.chosen ? HTML(" selected") : .empty
                        return "<option value=\"\(option.value)\"\(selected)>\(option.label)</option>" as HTML
                    })
                return "<label>\(select.label) <select name=\"\(select.field)\">\(options)</select></label>" as HTML
            })
        let texts = HTML.join(
            question.texts.map { text in
                "<label>\(text.label) <input type=\"text\" name=\"\(text.field)\" value=\"\(text.value)\" autocomplete=\"off\"></label>"
                    as HTML
            })
        let choices = HTML.join(
            question.choices.map { choice in
                "<label class=\"choice\"><input type=\"checkbox\" name=\"\(choice.field)\"\(choice.checked ? HTML(" checked") : .empty)> \(choice.label)</label>"
                    as HTML
            })
        return PageLayout.frame(title: question.confirm, theme: .system, context: nil, basePath: basePath) {
            """
            <main class="confirm" id="main"><h1>\(question.confirm)</h1>\(lines)\(items)
            <form method="post" action="\(basePath)/_/do">\
            <input type="hidden" name="csrf" value="\(visit.session.csrfToken)">\
            <input type="hidden" name="confirmed" value="yes">\(kept)\(selects)\(texts)\(choices)\
            <div class="actions"><button type="submit"\(question.destructive ? HTML(" class=\"danger\"") : .empty)>\(question.confirm)</button>\
            <a class="cancel" href="\(at)">Cancel</a></div></form></main>
            """
        }
    }
}

/// Why an action was not done (not this person's to do: a household user's admin action; or a
/// form that came without what it needs), with the way back.
enum ForbiddenPage {
    static func page(_ reason: String, back: String, basePath: String, heading: String = "Not allowed") -> HTML {
        PageLayout.frame(title: heading, theme: .system, context: nil, basePath: basePath) {
            """
            <main class="confirm" id="main"><h1>\(heading)</h1><p role="alert">\(reason)</p>
            <p><a href="\(back)">Back</a></p></main>
            """
        }
    }
}
