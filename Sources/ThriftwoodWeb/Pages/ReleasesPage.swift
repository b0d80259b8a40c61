import ThriftwoodCore

/// A manual release search: every indexer's releases with their quality, size, age, indexer,
/// score and languages, the server's rejections, and a grab that asks first.
@MainActor
enum ReleasesPage {
    static func body(_ model: ReleasesViewModel, context: PageContext) -> HTML {
        let about = model.subject.isEmpty ? model.summary : "\(model.subject) · \(model.summary)"
        let header = "<h1>\(context.title)</h1><p class=\"muted\">\(about)</p>" as HTML
        if let error = model.releases.error {
            return header + "<p class=\"tone-problem\" role=\"alert\">\(error.message) \(error.suggestion)</p>"
        }
        guard model.releases.value != nil else { return header + "<p class=\"muted\">Searching every indexer…</p>" }
        let warning = model.indexerWarning.map { HTML("<p class=\"tone-attention\" role=\"status\">\($0)</p>") }
        let failure = model.actionError.map { HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message)</p>") }
        let rows = model.visible.map { release in
            let facts = [
                release.quality, Format.sizeOnDisk(release.size), release.ageText, release.peersText,
                release.indexerText, release.scoreText, release.languagesText,
            ].filter { !$0.isEmpty }.joined(separator: " · ")
            let rejections =
                release.rejections.isEmpty
                ? HTML.empty
                : HTML(
                    "<br><span class=\"tone-attention\">Rejected: \(release.rejections.joined(separator: "; "))</span>")
            let grab =
                context.visit.role == .admin
                ? context.actionButton("grab", label: "Grab", fields: ["guid": release.guid]) : .empty
            return
                "<li><span class=\"title\">\(release.title)</span><br><span class=\"muted\">\(facts)</span>\(rejections) \(grab)</li>"
                as HTML
        }
        let empty: HTML = model.visible.isEmpty ? "<p class=\"muted\">No releases found.</p>" : .empty
        return header + (warning ?? .empty) + (failure ?? .empty) + "<ul class=\"rows releases\">\(rows)</ul>" + empty
    }

    /// The grab's question, naming the release and where it goes.
    static func question(_ model: ReleasesViewModel, fields: [String: String]) -> WebQuestion? {
        model.visible.first { $0.guid == fields["guid"] }.map { release in
            WebQuestion(
                release.grabQuestion(by: model.service.displayName), confirm: release.rejected ? "Grab anyway" : "Grab")
        }
    }

    /// Grabs the release the form names.
    static func grab(_ model: ReleasesViewModel, fields: [String: String]) async -> ActionOutcome {
        guard let release = model.visible.first(where: { $0.guid == fields["guid"] }) else {
            return .refused("That release is no longer in the list; search again.")
        }
        await model.grab(release)
        return .after(model.actionError, message: model.message)
    }
}
