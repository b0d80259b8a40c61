import ThriftwoodCore

/// A Radarr's home: its counts and the way into each of its lists.
@MainActor
enum RadarrHomePage {
    static func body(_ model: RadarrHomeViewModel, context: PageContext) -> HTML {
        var facts: HTML = .empty
        if let summary = model.summary.value {
            if let server = summary.server.value { facts += "<p class=\"muted\">\(server)</p>" }
            switch summary.counts {
            case .loaded(let counts):
                facts += """
                    <ul class="counts"><li><strong>\(counts.total)</strong> movies</li>\
                    <li><strong>\(counts.monitored)</strong> monitored</li>\
                    <li><strong>\(counts.missing)</strong> missing</li>\
                    <li><strong>\(counts.downloaded)</strong> on disk</li></ul>
                    """
            case .failed(let notice):
                facts += "<p class=\"tone-problem\">\(notice.message) \(notice.suggestion)</p>"
            }
        } else if let error = model.summary.error {
            facts += "<p class=\"tone-problem\">\(error.message) \(error.suggestion)</p>"
        }
        let entries = HTML.join(
            RadarrHomeViewModel.Entry.allCases.compactMap { entry in
                context.href(entry.route).map { "<li><a class=\"tile\" href=\"\($0)\">\(entry.label)</a></li>" }
            })
        return "<h1>\(context.title)</h1>\(facts)<ul class=\"tiles\">\(entries)</ul>"
    }
}
