import ThriftwoodCore

/// Lidarr's screens in the browser: the artists, an artist (with its settings asked as a
/// question), an album, an album's releases and the add page.
@MainActor
enum LidarrWebScreens: WebScreenFamily {
    static func body(for model: ScreenModel, context: PageContext) -> HTML? {
        guard case .music(let screen) = model else { return nil }
        switch screen {
        case .artists(let artists): return ArtistsPage.body(artists, context: context)
        case .artist(let artist): return ArtistPage.body(artist, context: context)
        case .album(let album): return AlbumPage.body(album, context: context)
        case .albumReleases(let releases): return AlbumReleasesPage.body(releases, context: context)
        case .addArtist(let add): return AddPage.body(add, context: context)
        case .queue(let queue): return ServerActivityPage.body(queue, context: context)
        }
    }

    static func householdMay(_ action: String, on model: ScreenModel) -> Bool {
        guard case .music(.queue) = model else { return false }
        return action == "move" || action == "filter"
    }

    static func isLive(_ model: ScreenModel) -> Bool {
        if case .music(.queue) = model { return true }
        return false
    }

    static func prepare(_ model: ScreenModel, context: PageContext) async {
        if case .music(.addArtist(let add)) = model { await AddPage.prepare(add, context: context) }
    }

    static func question(_ action: String, on model: ScreenModel, fields: [String: String]) async -> WebQuestion? {
        guard case .music(let screen) = model else { return nil }
        if case .queue(let queue) = screen { return ServerActivityPage.question(action, on: queue, fields: fields) }
        switch (screen, action) {
        case (.artists(let list), "bulk"): return await BulkForm.question(on: list, fields: fields)
        case (.addArtist(let add), "add"): return AddPage.question(add, fields: fields)
        case (.artist(let artist), "delete"):
            return artist.deleteQuestion(deleteFiles: false).map {
                WebQuestion($0, confirm: "Remove", choices: WebActions.deleteChoices, destructive: true)
            }
        case (.artist(let artist), "search"): return artist.searchQuestion.map { WebQuestion($0, confirm: "Search") }
        case (.artist(let artist), "edit"): return await settingsQuestion(artist)
        case (.album(let album), "search"): return WebQuestion(album.searchQuestion, confirm: "Search")
        case (.album(let album), "deleteFiles"):
            return album.deleteFilesPreview.map { WebQuestion($0, confirm: "Delete the files", destructive: true) }
        case (.albumReleases(let releases), "grab"):
            return fields["guid"].flatMap(releases.grabQuestion(for:)).map { WebQuestion($0, confirm: "Grab") }
        default: return nil
        }
    }

    static func perform(_ action: String, on model: ScreenModel, fields: [String: String]) async -> ActionOutcome? {
        guard case .music(let screen) = model else { return nil }
        if case .queue(let queue) = screen {
            return await ServerActivityPage.perform(action, on: queue, fields: fields)
        }
        switch (screen, action) {
        case (.artists(let list), "bulk"): return await BulkForm.perform(on: list, fields: fields)
        case (.addArtist(let add), "add"): return await AddPage.perform(add, fields: fields)
        case (.artist(let artist), "delete"):
            artist.pendingDelete = .init(deleteFiles: fields["deleteFiles"] == "on", exclude: fields["exclude"] == "on")
            await artist.confirmDelete()
            return .done(artist.message)
        case (.artist(let artist), "search"):
            await artist.searchArtist()
            return .done(artist.message)
        case (.artist(let artist), "edit"):
            if artist.pendingEdit == nil { await artist.requestEdit() }
            artist.pendingEdit?.choose(
                monitored: fields["monitored"] == "on", quality: fields["quality"], metadata: fields["metadata"],
                monitorNew: fields["monitorNew"])
            await artist.confirmEdit()
            return .done(artist.message)
        case (.album(let album), "monitor"):
            await album.toggleMonitored()
            return .done(album.message)
        case (.album(let album), "search"):
            await album.search()
            return .done(album.message)
        case (.album(let album), "deleteFiles"):
            album.requestDeleteFiles()
            await album.confirmDeleteFiles()
            return .done(album.message)
        case (.albumReleases(let releases), "grab"):
            await releases.grab(guid: fields["guid"] ?? "")
            return .done(releases.message)
        default: return nil
        }
    }

    /// An artist's settings as a question's choices (read from the server first).
    private static func settingsQuestion(_ artist: ArtistViewModel) async -> WebQuestion? {
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
}
