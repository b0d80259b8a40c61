import ThriftwoodCore

/// The actions a page's buttons send, run on the visible screen's view model. Each says whether
/// it asks first (a destructive or costly one names what it acts on) and who may run it; asking
/// never changes anything, so the question is a page of its own at a GET address.
@MainActor
enum WebActions {
    /// Whether `role` may run `action` (every change so far is an admin's).
    static func allows(_ action: String, role: HouseholdRole) -> Bool { role == .admin }

    /// The question `action` asks before it runs on `model`, nil when it runs at once.
    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        switch (model, action) {
        case (.radarr(.moviesList(let list)), "bulk"):
            await BulkForm.question(on: list, fields: fields)
        case (.sonarr(.seriesList(let list)), "bulk"):
            await BulkForm.question(on: list, fields: fields)
        case (.music(.artists(let list)), "bulk"):
            await BulkForm.question(on: list, fields: fields)
        case (.radarr(.addMovie(let add)), "add"):
            AddMoviePage.question(add, fields: fields)
        case (.sonarr(.addSeries(let add)), "add"):
            AddSeriesPage.question(add, fields: fields)
        case (.music(.addArtist(let add)), "add"):
            AddArtistPage.question(add, fields: fields)
        case (.sonarr(.seriesDetail(let series)), "search"):
            WebQuestion(series.searchQuestion, confirm: "Search")
        case (.sonarr(.seriesDetail(let series)), "delete"):
            WebQuestion(series.deleteQuestion, confirm: "Delete", choices: deleteChoices, destructive: true)
        case (.music(.artist(let artist)), "delete"):
            artist.deleteQuestion(deleteFiles: false).map {
                WebQuestion($0, confirm: "Remove", choices: deleteChoices, destructive: true)
            }
        case (.music(.artist(let artist)), "search"):
            artist.searchQuestion.map { WebQuestion($0, confirm: "Search") }
        case (.music(.artist(let artist)), "edit"):
            await artistEdit(artist)
        case (.music(.album(let album)), "search"):
            WebQuestion(album.searchQuestion, confirm: "Search")
        case (.music(.album(let album)), "deleteFiles"):
            album.deleteFilesPreview.map { WebQuestion($0, confirm: "Delete the files", destructive: true) }
        case (.music(.albumReleases(let releases)), "grab"):
            fields["guid"].flatMap(releases.grabQuestion(for:)).map { WebQuestion($0, confirm: "Grab") }
        case (.sonarr(.season(let season)), "search"):
            WebQuestion(season.searchQuestion, confirm: "Search")
        case (.sonarr(.episode(let episode)), "deleteFile"):
            episode.deleteFileQuestion.map { WebQuestion($0, confirm: "Delete the file", destructive: true) }
        case (.radarr(.movieDetail(let movie)), "delete"):
            WebQuestion(
                movie.deleteQuestion, confirm: "Delete",
                choices: [
                    .init(field: "deleteFiles", label: LibraryDeleteChoice.deleteFilesLabel),
                    .init(field: "exclude", label: LibraryDeleteChoice.exclusionLabel),
                ], destructive: true)
        case (.radarr(.releases(let releases)), "grab"), (.sonarr(.releases(let releases)), "grab"):
            releases.visible.first { $0.guid == fields["guid"] }.map { release in
                WebQuestion(
                    release.grabQuestion(by: releases.service.displayName),
                    confirm: release.rejected ? "Grab anyway" : "Grab")
            }
        default: nil
        }
    }

    /// Runs `action` on `model` (asked and answered already where it asks).
    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome {
        switch (model, action) {
        case (.radarr(.movieDetail(let movie)), "monitor"):
            await movie.toggleMonitored()
            return movie.actionError.map { .refused($0.message) } ?? .done(movie.message)
        case (.radarr(.movieDetail(let movie)), "search"):
            await movie.automaticSearch()
            return movie.actionError.map { .refused($0.message) } ?? .done(movie.message)
        case (.radarr(.movieDetail(let movie)), "delete"):
            movie.pendingDelete = LibraryDeleteChoice(
                deleteFiles: fields["deleteFiles"] == "on", addImportExclusion: fields["exclude"] == "on")
            await movie.confirmDelete()
            return movie.actionError.map { .refused($0.message) } ?? .done(movie.message)
        case (.radarr(.releases(let releases)), "grab"), (.sonarr(.releases(let releases)), "grab"):
            guard let release = releases.visible.first(where: { $0.guid == fields["guid"] }) else {
                return .refused("That release is no longer in the list; search again.")
            }
            await releases.grab(release)
            return releases.actionError.map { .refused($0.message) } ?? .done(releases.message)
        case (.radarr(.moviesList(let list)), "bulk"):
            return await BulkForm.perform(on: list, fields: fields)
        case (.sonarr(.seriesList(let list)), "bulk"):
            return await BulkForm.perform(on: list, fields: fields)
        case (.music(.artists(let list)), "bulk"):
            return await BulkForm.perform(on: list, fields: fields)
        case (.radarr(.addMovie(let add)), "add"):
            return await AddMoviePage.perform(add, fields: fields)
        case (.sonarr(.addSeries(let add)), "add"):
            return await AddSeriesPage.perform(add, fields: fields)
        case (.music(.addArtist(let add)), "add"):
            return await AddArtistPage.perform(add, fields: fields)
        case (.sonarr(.seriesDetail(let series)), "delete"):
            series.pendingDelete = LibraryDeleteChoice(
                deleteFiles: fields["deleteFiles"] == "on", addImportExclusion: fields["exclude"] == "on")
            await series.confirmDelete()
            return series.actionError.map { .refused($0.message) } ?? .done(series.message)
        case (.music(.artist(let artist)), "delete"):
            artist.pendingDelete = .init(deleteFiles: fields["deleteFiles"] == "on", exclude: fields["exclude"] == "on")
            await artist.confirmDelete()
            return .done(artist.message)
        case (.music(.artist(let artist)), "search"):
            await artist.searchArtist()
            return .done(artist.message)
        case (.music(.artist(let artist)), "edit"):
            if artist.pendingEdit == nil { await artist.requestEdit() }
            artist.pendingEdit?.choose(
                monitored: fields["monitored"] == "on", quality: fields["quality"], metadata: fields["metadata"],
                monitorNew: fields["monitorNew"])
            await artist.confirmEdit()
            return .done(artist.message)
        case (.music(.album(let album)), "monitor"):
            await album.toggleMonitored()
            return .done(album.message)
        case (.music(.album(let album)), "search"):
            await album.search()
            return .done(album.message)
        case (.music(.album(let album)), "deleteFiles"):
            album.requestDeleteFiles()
            await album.confirmDeleteFiles()
            return .done(album.message)
        case (.music(.albumReleases(let releases)), "grab"):
            await releases.grab(guid: fields["guid"] ?? "")
            return .done(releases.message)
        case (.sonarr(.seriesDetail(let series)), "monitor"):
            await series.toggleMonitoring()
            return series.actionError.map { .refused($0.message) } ?? .done(series.message)
        case (.sonarr(.seriesDetail(let series)), "search"):
            await series.search()
            return series.actionError.map { .refused($0.message) } ?? .done(series.message)
        case (.sonarr(.season(let season)), "search"):
            await season.searchSeason()
            return season.actionError.map { .refused($0.message) } ?? .done(season.message)
        case (.sonarr(.episode(let episode)), "monitor"):
            await episode.toggleMonitoring()
            return episode.actionError.map { .refused($0.message) } ?? .done(episode.message)
        case (.sonarr(.episode(let episode)), "search"):
            await episode.search()
            return episode.actionError.map { .refused($0.message) } ?? .done(episode.message)
        case (.sonarr(.episode(let episode)), "deleteFile"):
            episode.requestDeleteFile()
            await episode.confirmDeleteFile()
            return episode.actionError.map { .refused($0.message) } ?? .done(episode.message)
        case (.sonarr(.editSeries(let form)), "save"):
            EditSeriesPage.apply(fields, to: form)
            await form.save()
            return form.saveError.map { .refused($0.message) } ?? .done("Saved")
        case (.radarr(.editMovie(let form)), "save"):
            EditMoviePage.apply(fields, to: form)
            await form.save()
            return form.saveError.map { .refused($0.message) } ?? .done("Saved")
        default:
            return .refused("This page has no action \"\(action)\".")
        }
    }

    /// An artist's settings as a question's choices (read from the server first).
    private static func artistEdit(_ artist: ArtistViewModel) async -> WebQuestion? {
        await artist.requestEdit()
        guard let edit = artist.pendingEdit, let name = artist.name else { return nil }
        return WebQuestion(
            "Change \(name)'s settings", confirm: "Save",
            choices: [.init(field: "monitored", label: "Monitored", checked: edit.monitored)],
            selects: [
                .init(
                    field: "quality", label: "Quality profile", options: edit.qualityChoices,
                    chosen: edit.qualityProfileId.map(String.init)),
                .init(
                    field: "metadata", label: "Metadata profile", options: edit.metadataChoices,
                    chosen: edit.metadataProfileId.map(String.init)),
                .init(
                    field: "monitorNew", label: "New albums", options: edit.monitorNewChoices,
                    chosen: edit.monitorNewChoice),
            ])
    }

    /// The choices a delete from a library offers.
    static let deleteChoices: [WebQuestion.Choice] = [
        .init(field: "deleteFiles", label: LibraryDeleteChoice.deleteFilesLabel),
        .init(field: "exclude", label: LibraryDeleteChoice.exclusionLabel),
    ]

    static let refusedForHousehold = ActionOutcome.refused(
        "A household user cannot change this; ask an admin of this Thriftwood.")
}
