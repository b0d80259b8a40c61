import ThriftwoodCore

/// Adding a film: a lookup on Radarr, each result either in the library (a link) or added after
/// a question that names it and offers the options (profile, folder, availability, search).
@MainActor
enum AddMoviePage {
    /// Looks the page's query up.
    static func prepare(_ model: AddMovieViewModel, context: PageContext) async {
        guard let term = context.query["q"], term != model.term else { return }
        model.term = term
        await model.search()
    }

    static func body(_ model: AddMovieViewModel, context: PageContext) -> HTML {
        let server = context.server
        let rows = HTML.join(
            model.rows.map { row in
                let action: HTML
                if let id = row.libraryId {
                    action = context.href(.movie(id, on: server)).map { "<a href=\"\($0)\">In the library</a>" } ?? ""
                } else if context.visit.role == .admin {
                    action = context.actionButton("add", label: "Add…", fields: ["tmdb": String(row.id)])
                } else {
                    action = .empty
                }
                return """
                    <li><span class="title">\(row.title)</span> \(action)\
                    \(row.overview.isEmpty ? .empty : HTML("<br><span class=\"muted\">\(row.overview)</span>"))</li>
                    """
            })
        let problems = HTML.join(
            [model.results.error, model.addError, model.choicesError].compactMap { $0 }.map {
                HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message) \($0.suggestion)</p>")
            })
        let empty: HTML =
            model.results.value?.isEmpty == true && !model.term.isEmpty
            ? "<p class=\"muted\">Radarr found nothing for “\(model.term)”.</p>" : .empty
        return """
            <h1>Add a movie</h1>
            <form class="filters" method="get" action="\(context.here)"><input type="search" name="q" \
            value="\(model.term)" placeholder="A title, or tmdb:603" aria-label="Look up a movie">\
            <button type="submit">Look up</button></form>\(problems)
            <ul class="rows">\(rows)</ul>\(empty)
            """
    }

    /// The question before adding, with the options.
    static func question(_ model: AddMovieViewModel, fields: [String: String]) -> WebQuestion? {
        guard let id = fields["tmdb"].flatMap(Int.init), let text = model.addQuestion(for: id) else { return nil }
        return WebQuestion(
            text, confirm: "Add",
            choices: [
                .init(field: "monitored", label: "Monitored", checked: model.options.monitored),
                .init(field: "searchOnAdd", label: "Search for it now", checked: model.options.searchOnAdd),
            ],
            selects: [
                .init(
                    field: "quality", label: "Quality profile", options: model.qualityChoices,
                    chosen: model.options.qualityProfileId.map(String.init)),
                .init(
                    field: "folder", label: "Root folder", options: model.folderChoices,
                    chosen: model.options.rootFolderPath),
                .init(
                    field: "availability", label: "Available when", options: model.availabilityChoices,
                    chosen: model.options.minimumAvailability),
            ])
    }

    /// Adds the film as the question's answer chose.
    static func perform(_ model: AddMovieViewModel, fields: [String: String]) async -> ActionOutcome {
        guard let id = fields["tmdb"].flatMap(Int.init), model.rows.contains(where: { $0.id == id }) else {
            return .refused("That film is no longer in the lookup; look it up again.")
        }
        await model.add(
            tmdbId: id, qualityProfile: fields["quality"], rootFolder: fields["folder"],
            availability: fields["availability"], monitored: fields["monitored"] == "on",
            searchOnAdd: fields["searchOnAdd"] == "on")
        return model.addError.map { .refused($0.message) } ?? .done("Added")
    }
}

/// Adding a series: a lookup on Sonarr, then a question naming it with the options (profile,
/// folder, which episodes to monitor, type, season folders, search for missing).
@MainActor
enum AddSeriesPage {
    static func prepare(_ model: AddSeriesViewModel, context: PageContext) async {
        guard let term = context.query["q"], term != model.term else { return }
        model.term = term
        await model.search()
    }

    static func body(_ model: AddSeriesViewModel, context: PageContext) -> HTML {
        let rows = HTML.join(
            model.rows.map { row in
                let action: HTML
                if let id = row.libraryId {
                    action =
                        context.href(.series(id, on: context.server)).map { "<a href=\"\($0)\">In the library</a>" }
                        ?? ""
                } else if context.visit.role == .admin {
                    action = context.actionButton("add", label: "Add…", fields: ["tvdb": String(row.id)])
                } else {
                    action = .empty
                }
                return """
                    <li><span class="title">\(row.title)</span> \(action)\
                    \(row.overview.isEmpty ? .empty : HTML("<br><span class=\"muted\">\(row.overview)</span>"))</li>
                    """
            })
        let problems = HTML.join(
            [model.results.error, model.addError, model.choicesError].compactMap { $0 }.map {
                HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message) \($0.suggestion)</p>")
            })
        return """
            <h1>Add a series</h1>
            <form class="filters" method="get" action="\(context.here)"><input type="search" name="q" \
            value="\(model.term)" placeholder="A title, or tvdb:81189" aria-label="Look up a series">\
            <button type="submit">Look up</button></form>\(problems)
            <ul class="rows">\(rows)</ul>
            """
    }

    static func question(_ model: AddSeriesViewModel, fields: [String: String]) -> WebQuestion? {
        guard let id = fields["tvdb"].flatMap(Int.init), let text = model.addQuestion(for: id) else { return nil }
        return WebQuestion(
            text, confirm: "Add",
            choices: [
                .init(field: "seasonFolder", label: "A folder per season", checked: model.choice.seasonFolder),
                .init(
                    field: "searchForMissing", label: "Search for missing episodes now",
                    checked: model.choice.searchForMissing),
            ],
            selects: [
                .init(
                    field: "quality", label: "Quality profile", options: model.qualityChoices,
                    chosen: model.choice.qualityProfileId.map(String.init)),
                .init(
                    field: "folder", label: "Root folder", options: model.folderChoices,
                    chosen: model.choice.rootFolderPath),
                .init(
                    field: "monitor", label: "Monitor", options: model.monitorFormChoices,
                    chosen: model.monitorChoice),
                .init(field: "type", label: "Type", options: model.typeChoices, chosen: model.typeChoice),
            ])
    }

    static func perform(_ model: AddSeriesViewModel, fields: [String: String]) async -> ActionOutcome {
        guard let id = fields["tvdb"].flatMap(Int.init), model.rows.contains(where: { $0.id == id }) else {
            return .refused("That series is no longer in the lookup; look it up again.")
        }
        await model.add(
            tvdbId: id, qualityProfile: fields["quality"], rootFolder: fields["folder"], monitor: fields["monitor"],
            type: fields["type"], searchForMissing: fields["searchForMissing"] == "on",
            seasonFolder: fields["seasonFolder"] == "on")
        return model.addError.map { .refused($0.message) } ?? .done("Added")
    }
}

/// Adding an artist: a lookup on Lidarr, then a question naming them with the options (quality
/// and metadata profiles, folder, which albums to monitor, search for missing).
@MainActor
enum AddArtistPage {
    static func prepare(_ model: AddArtistViewModel, context: PageContext) async {
        guard let term = context.query["q"], term != model.term else { return }
        model.term = term
        await model.search()
    }

    static func body(_ model: AddArtistViewModel, context: PageContext) -> HTML {
        let rows = HTML.join(
            model.rows.map { row in
                let action: HTML
                if let id = row.libraryId {
                    action =
                        context.href(.artist(id, on: context.server)).map { "<a href=\"\($0)\">In the library</a>" }
                        ?? ""
                } else if context.visit.role == .admin {
                    action = context.actionButton("add", label: "Add…", fields: ["mbid": row.id])
                } else {
                    action = .empty
                }
                return """
                    <li><span class="title">\(row.title)</span> \(action)\
                    \(row.overview.isEmpty ? .empty : HTML("<br><span class=\"muted\">\(row.overview)</span>"))</li>
                    """
            })
        let problems = HTML.join(
            [model.results.error, model.addError, model.choicesError].compactMap { $0 }.map {
                HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message) \($0.suggestion)</p>")
            })
        return """
            <h1>Add an artist</h1>
            <form class="filters" method="get" action="\(context.here)"><input type="search" name="q" \
            value="\(model.term)" placeholder="A name" aria-label="Look up an artist">\
            <button type="submit">Look up</button></form>\(problems)
            <ul class="rows">\(rows)</ul>
            """
    }

    static func question(_ model: AddArtistViewModel, fields: [String: String]) -> WebQuestion? {
        guard let id = fields["mbid"], let text = model.addQuestion(for: id) else { return nil }
        return WebQuestion(
            text, confirm: "Add",
            choices: [
                .init(
                    field: "searchForMissing", label: "Search for missing albums now",
                    checked: model.choice.searchForMissing)
            ],
            selects: [
                .init(
                    field: "quality", label: "Quality profile", options: model.qualityChoices,
                    chosen: model.qualityProfileId.map(String.init)),
                .init(
                    field: "metadata", label: "Metadata profile", options: model.metadataChoices,
                    chosen: model.metadataProfileId.map(String.init)),
                .init(
                    field: "folder", label: "Root folder", options: model.folderChoices, chosen: model.rootFolderPath),
                .init(
                    field: "monitor", label: "Monitor", options: model.monitorFormChoices, chosen: model.monitorChoice),
            ])
    }

    static func perform(_ model: AddArtistViewModel, fields: [String: String]) async -> ActionOutcome {
        guard let id = fields["mbid"], model.rows.contains(where: { $0.id == id }) else {
            return .refused("That artist is no longer in the lookup; look them up again.")
        }
        await model.add(
            musicBrainzId: id, qualityProfile: fields["quality"], metadataProfile: fields["metadata"],
            rootFolder: fields["folder"], monitor: fields["monitor"],
            searchForMissing: fields["searchForMissing"] == "on")
        return model.addError.map { .refused($0.message) } ?? .done("Added")
    }
}
