import ThriftwoodCore

extension PageContext {
    /// The hidden fields every action form carries: the session's token and the page it posts
    /// back from.
    var formToken: HTML {
        """
        <input type="hidden" name="csrf" value="\(visit.session.csrfToken)">\
        <input type="hidden" name="at" value="\(shown)">
        """
    }

    /// A small form of one text field and a button that posts `action` (a limit, a category, a
    /// link to add), with `fields` hidden beside it.
    func textAction(
        _ action: String, field: String, label: String, button: String, value: String = "", placeholder: String = "",
        fields: [String: String] = [:]
    ) -> HTML {
        guard mayRun(action) else { return .empty }
        let hidden = fields.sorted { $0.key < $1.key }.map { field in
            HTML("<input type=\"hidden\" name=\"\(field.key)\" value=\"\(field.value)\">")
        }
        return """
            <form method="post" action="\(asset("do"))" class="line-form">\(formToken)\
            <input type="hidden" name="action" value="\(action)">\(hidden)\
            <label><span>\(label)</span><input type="text" name="\(field)" value="\(value)" \
            placeholder="\(placeholder)" autocomplete="off"></label><button type="submit">\(button)</button></form>
            """
    }

    /// A form of a select and a button that posts `action`.
    func choiceAction(
        _ action: String, field: String, label: String, button: String, choices: [FormChoice], chosen: String = "",
        fields: [String: String] = [:]
    ) -> HTML {
        let hidden = fields.sorted { $0.key < $1.key }.map { field in
            HTML("<input type=\"hidden\" name=\"\(field.key)\" value=\"\(field.value)\">")
        }
        let options = HTML.join(
            choices.map {
                "<option value=\"\($0.value)\"\($0.value == chosen ? HTML(" selected") : .empty)>\($0.label)</option>"
                    as HTML
            })
        return """
            <form method="post" action="\(asset("do"))" class="line-form">\(formToken)\
            <input type="hidden" name="action" value="\(action)">\(hidden)\
            <label><span>\(label)</span><select name="\(field)">\(options)</select></label>\
            <button type="submit">\(button)</button></form>
            """
    }

    /// An action's failure (stays until the next action), or nothing.
    func failure(_ error: ErrorNotice?) -> HTML {
        error.map { HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message) \($0.suggestion)</p>") } ?? .empty
    }

    /// What the screen's last action did, kept on the page like the app's footer — left out while
    /// the page's notice says the same (the notice is said once, above the page).
    func done(_ message: String?) -> HTML {
        guard let message, coordinator.notice != "✓ " + message else { return .empty }
        return "<p class=\"tone-good\" role=\"status\">✓ \(message)</p>"
    }

    /// Whether the visitor may change things (an admin).
    var isAdmin: Bool { visit.role == .admin }
}
