import ThriftwoodCore

/// One request: its title and overview, what it asks for, who asked, its state and where it
/// goes; approve, edit then approve, decline with a reason, retry, delete.
@MainActor
enum RequestPage {
    static func body(_ model: RequestDetailViewModel, context: PageContext) -> HTML {
        guard let sheet = model.sheet(now: context.now) else { return context.notLoaded(model.loadedState.error) }
        let facts = HTML.join(sheet.facts.map { "<dt>\($0.label)</dt><dd>\($0.value)</dd>" })
        var actions: [HTML] = []
        if context.isAdmin && model.actions.mayManage {
            if sheet.isPending {
                actions.append(context.actionButton("approve", label: "Approve", key: "approve"))
                actions.append(context.actionButton("edit", label: "Change, then approve…", key: "edit"))
            }
            if sheet.isFailed { actions.append(context.actionButton("retry", label: "Retry")) }
            actions.append(context.actionButton("decline", label: "Decline…"))
            actions.append(context.actionButton("delete", label: "Delete…", style: "danger", key: "delete"))
        }
        return """
            <h1>\(sheet.title)</h1><p>\(PageContext.status(sheet.state))</p>\
            \(context.failure(model.actions.actionError))\(context.done(model.actions.message))
            <div class="actions">\(actions)</div><dl class="facts">\(facts)</dl>
            \(sheet.overview.isEmpty ? .empty : HTML("<p class=\"overview\">\(sheet.overview)</p>"))
            """
    }

    /// The edit before approving, as a question's selects.
    static func editQuestion(_ model: RequestDetailViewModel) -> WebQuestion? {
        guard let form = model.editForm else { return nil }
        return WebQuestion(
            form.heading, confirm: "Approve", choices: [.init(field: "is4k", label: "4K", checked: form.is4k)],
            selects: [
                .init(field: "server", label: "Server", options: form.servers, chosen: form.server),
                .init(field: "profile", label: "Quality profile", options: form.profiles, chosen: form.profile),
                .init(field: "folder", label: "Folder", options: form.folders, chosen: form.folder),
            ])
    }
}
