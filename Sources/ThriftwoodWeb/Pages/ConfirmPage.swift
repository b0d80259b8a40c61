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
            }
            .sorted { $0.key < $1.key }
            .map { "<input type=\"hidden\" name=\"\($0.key)\" value=\"\($0.value)\">" as HTML })
        let choices = HTML.join(
            question.choices.map { choice in
                "<label class=\"choice\"><input type=\"checkbox\" name=\"\(choice.field)\"> \(choice.label)</label>"
                    as HTML
            })
        return PageLayout.frame(title: question.confirm, theme: .system, context: nil, basePath: basePath) {
            """
            <main class="confirm" id="main"><h1>\(question.confirm)</h1>\(lines)
            <form method="post" action="\(basePath)/_/do">\
            <input type="hidden" name="csrf" value="\(visit.session.csrfToken)">\
            <input type="hidden" name="confirmed" value="yes">\(kept)\(choices)\
            <div class="actions"><button type="submit" class="danger">\(question.confirm)</button>\
            <a class="cancel" href="\(at)">Cancel</a></div></form></main>
            """
        }
    }
}
