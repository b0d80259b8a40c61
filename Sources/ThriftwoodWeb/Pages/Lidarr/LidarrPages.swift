import Foundation
import ThriftwoodCore
import ThriftwoodNavigation

/// Lidarr's artists: search, filter and sort by the page's query, a page of rows at a time.
@MainActor
enum ArtistsPage {
    static func body(_ model: ArtistsViewModel, context: PageContext) -> HTML {
        let search = context.query["q"] ?? ""
        if model.searchText != search { model.search(search) }
        if let filter = context.query["filter"].flatMap(ArtistQuery.Filter.init(rawValue:)), filter != model.filter {
            model.setFilter(filter)
        }
        if let sort = context.query["sort"].flatMap(ArtistQuery.Sort.init(rawValue:)), sort != model.sort {
            model.setSort(sort)
        }
        let all = model.visibleRows
        let (shown, page, pages) = LibraryControls.page(all, context: context)
        let rows = HTML.join(
            shown.map { row in
                let id = Int(row.cells.first ?? "")
                let mark =
                    id.map {
                        BulkForm.mark(
                            id: $0, title: row.cells.dropFirst().first ?? "", marked: row.marked, context: context)
                    } ?? .empty
                let poster = PosterImage.thumb(id.flatMap { model.posterRef?($0) }, context: context)
                return MusicRows.item(
                    row.cells, route: id.map { .artist($0, on: context.server) }, context: context, lead: mark + poster)
            })
        let problems = HTML.join(
            model.notices.map { notice in
                HTML("<p class=\"tone-problem\" role=\"alert\">\(notice.message) \(notice.suggestion)</p>")
            })
        let form = LibraryControls.form(
            search: model.searchText, placeholder: "Name…",
            filters: ArtistQuery.Filter.allCases.map { ($0.rawValue, $0.rawValue.capitalized) },
            filter: model.filter.rawValue,
            sorts: ArtistQuery.Sort.allCases.map { ($0.rawValue, $0.rawValue.capitalized) }, sort: model.sort.rawValue,
            context: context)
        let empty: HTML = all.isEmpty ? "<p class=\"muted\">\(model.emptyMessage)</p>" : .empty
        return """
            <h1>\(context.title)</h1>\(form)<p class="muted">\(model.header) · \(model.freshness(now: context.now))</p>\
            \(problems)<form method="post" action="\(context.asset("do"))" class="bulk">\
            \(BulkForm.bar(model, context: context, shown: shown.compactMap { Int($0.cells.first ?? "") }))\
            <ul class="rows">\(rows)</ul></form>\(empty)\(LibraryControls.pager(page: page, of: pages, context: context))
            """
    }
}

/// An artist: what they are, and their albums.
@MainActor
enum ArtistPage {
    static func body(_ model: ArtistViewModel, context: PageContext) -> HTML {
        guard let name = model.name else {
            return context.notLoaded(model.artistState.error)
        }
        let albums = HTML.join(
            model.rows.map { cells in
                MusicRows.item(
                    cells,
                    route: Int(cells.first ?? "").map { .album($0, ofArtist: model.artistId, on: context.server) },
                    context: context)
            })
        let error = model.albumsState.error.map { HTML("<p class=\"tone-problem\" role=\"alert\">\($0.message)</p>") }
        var actions: [HTML] = []
        if context.visit.role == .admin {
            actions.append(context.actionButton("edit", label: "Edit…", key: "edit"))
            actions.append(context.actionButton("search", label: "Search every album", key: "search all"))
            actions.append(context.actionButton("delete", label: "Remove…", style: "danger", key: "delete"))
        }
        return """
            \(PosterImage.html(model.poster, context: context))<h1>\(name)</h1><p class="muted">\(model.summary)</p><div class="actions">\(actions)</div>\
            \(model.overview.isEmpty ? .empty : HTML("<p class=\"overview\">\(model.overview)</p>"))
            <h2>Albums</h2>\(error ?? .empty)<ul class="rows">\(albums)</ul>
            """
    }
}

/// An album: its line and its tracks.
@MainActor
enum AlbumPage {
    static func body(_ model: AlbumViewModel, context: PageContext) -> HTML {
        guard model.albumState.hasValue else {
            return context.notLoaded(model.albumState.error)
        }
        let tracks = HTML.join(model.rows.map { MusicRows.track($0, context: context) })
        var actions: [HTML] = []
        if context.visit.role == .admin {
            actions.append(
                context.actionButton(
                    "monitor", label: model.isMonitored == true ? "Stop monitoring" : "Monitor", key: "monitor"))
            actions.append(context.actionButton("search", label: "Search", key: "search episode"))
        }
        if let releases = context.coordinator.navigator.state.visibleRoute?.albumReleases.flatMap(context.href) {
            actions.append("<a class=\"button\" href=\"\(releases)\" data-key-action=\"releases\">Releases…</a>")
        }
        if context.visit.role == .admin, model.deleteFilesPreview != nil {
            actions.append(
                context.actionButton("deleteFiles", label: "Delete the files…", style: "danger", key: "delete"))
        }
        return """
            \(PosterImage.html(model.poster, context: context, shape: .cover))<h1>\(model.heading)</h1>\
            <p class="muted">\(model.summary)</p><div class="actions">\(actions)</div>
            <ul class="rows">\(tracks)</ul>
            """
    }
}

/// One row of Lidarr's cells as a list item: its name (linked to its screen) and the rest in a line.
@MainActor
enum MusicRows {
    /// An artist's or album's cells (id, name, the rest): the id is left out.
    static func item(_ cells: [String], route: AppRoute?, context: PageContext, lead: HTML = .empty) -> HTML {
        item(
            title: cells.dropFirst().first ?? "", details: Array(cells.dropFirst(2)), route: route, context: context,
            lead: lead)
    }

    /// A track's cells (number, title, the rest).
    static func track(_ cells: [String], context: PageContext) -> HTML {
        let title = cells.prefix(2).filter { $0 != "-" }.joined(separator: ". ")
        return item(title: title, details: Array(cells.dropFirst(2)), route: nil, context: context)
    }

    private static func item(
        title: String, details: [String], route: AppRoute?, context: PageContext, lead: HTML = .empty
    ) -> HTML {
        let rest = details.filter { $0 != "-" && !$0.isEmpty }.joined(separator: " · ")
        let name: HTML =
            route.flatMap(context.href).map { "<a href=\"\($0)\"><span class=\"title\">\(title)</span></a>" }
            ?? "<span class=\"title\">\(title)</span>"
        return "<li>\(lead)\(name) <span class=\"muted\">\(rest)</span></li>"
    }
}

/// An album's releases by hand: each with its indexer, quality, size and peers, and a grab that
/// asks first (saying why Lidarr would not take it itself).
@MainActor
enum AlbumReleasesPage {
    static func body(_ model: AlbumReleasesViewModel, context: PageContext) -> HTML {
        guard model.releasesState.hasValue else { return context.notLoaded(model.releasesState.error) }
        let rows = HTML.join(
            zip(model.rows, model.approvals).map { cells, approved in
                let guid = cells.first ?? ""
                let facts = cells.dropFirst(3).prefix(3).filter { $0 != "-" && $0 != "–" }.joined(separator: " · ")
                let verdict: HTML = approved ? .empty : "<br><span class=\"tone-attention\">\(cells.last ?? "")</span>"
                let grab =
                    context.visit.role == .admin
                    ? context.actionButton("grab", label: "Grab", fields: ["guid": guid]) : .empty
                return """
                    <li><span class="title">\(cells.dropFirst(2).first ?? "")</span><br>\
                    <span class="muted">\(facts)</span>\(verdict) \(grab)</li>
                    """
            })
        let empty: HTML = model.releasesState.isEmpty ? "<p class=\"muted\">No releases found.</p>" : .empty
        let warning = model.indexerWarning.map { HTML("<p class=\"tone-attention\" role=\"status\">\($0)</p>") }
        return "<h1>\(context.title)</h1>\(warning ?? .empty)<ul class=\"rows releases\">\(rows)</ul>\(empty)"
    }
}
