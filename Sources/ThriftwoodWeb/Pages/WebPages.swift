import ThriftwoodCore

/// The page for each screen the browser draws; a screen it does not draw yet says so and gives
/// its link for the terminal app.
@MainActor
enum WebPages {
    static func body(for model: ScreenModel, context: PageContext) -> HTML {
        switch model {
        case .app(.home(let home)): HomePage.body(home, context: context)
        case .app(.activity(let activity)): ActivityPage.body(activity.viewModel, context: context)
        case .app(.search(let search)): SearchPage.body(search, context: context)
        case .radarr(.home(let home)): RadarrHomePage.body(home, context: context)
        case .radarr(.moviesList(let list)): MoviesPage.body(list, context: context)
        case .radarr(.movieDetail(let movie)): MoviePage.body(movie, context: context)
        case .radarr(.editMovie(let form)): EditMoviePage.body(form, context: context)
        case .sonarr(.editSeries(let form)): EditSeriesPage.body(form, context: context)
        case .radarr(.addMovie(let add)): AddMoviePage.body(add, context: context)
        case .sonarr(.addSeries(let add)): AddSeriesPage.body(add, context: context)
        case .music(.addArtist(let add)): AddArtistPage.body(add, context: context)
        case .sonarr(.home(let home)): SonarrHomePage.body(home, context: context)
        case .sonarr(.seriesList(let list)): SeriesListPage.body(list, context: context)
        case .sonarr(.seriesDetail(let series)): SeriesPage.body(series, context: context)
        case .sonarr(.season(let season)): SeasonPage.body(season, context: context)
        case .sonarr(.episode(let episode)): EpisodePage.body(episode, context: context)
        case .music(.artists(let artists)): ArtistsPage.body(artists, context: context)
        case .music(.artist(let artist)): ArtistPage.body(artist, context: context)
        case .music(.album(let album)): AlbumPage.body(album, context: context)
        case .music(.albumReleases(let releases)): AlbumReleasesPage.body(releases, context: context)
        case .radarr(.releases(let releases)), .sonarr(.releases(let releases)):
            ReleasesPage.body(releases, context: context)
        default: NotYetPage.body(context: context)
        }
    }

    /// What a page does before it is drawn with its query (a search asks the servers).
    static func prepare(_ model: ScreenModel, context: PageContext) async {
        switch model {
        case .app(.search(let search)): await SearchPage.prepare(search, context: context)
        case .radarr(.addMovie(let add)): await AddMoviePage.prepare(add, context: context)
        case .sonarr(.addSeries(let add)): await AddSeriesPage.prepare(add, context: context)
        case .music(.addArtist(let add)): await AddArtistPage.prepare(add, context: context)
        default: break
        }
    }

    /// Whether the screen changes on its own while shown (then its page streams its changes).
    static func isLive(_ model: ScreenModel) -> Bool {
        switch model {
        case .app(.home), .app(.activity(.queue)), .radarr(.home), .radarr(.queue), .sonarr(.queue): true
        default: false
        }
    }
}

/// A screen the browser does not draw yet: its title, and how to open it in the terminal app.
@MainActor
enum NotYetPage {
    static func body(context: PageContext) -> HTML {
        let link = (try? context.coordinator.currentLink()) ?? "thriftwood://"
        return """
            <h1>\(context.title)</h1>
            <p class="muted">This screen is not in the browser yet. In a terminal, \
            <code>thriftwood open \(link)</code> opens it in the app.</p>
            <p><a href="\(context.basePath)/">Back to Home</a></p>
            """
    }
}

/// A path that names no screen: why, and the way home.
@MainActor
enum NotFoundPage {
    static func body(context: PageContext) -> HTML {
        """
        <h1>No such page</h1>
        <p class="muted">Nothing in Thriftwood lives at this address.</p>
        <p><a href="\(context.basePath)/">Back to Home</a></p>
        """
    }
}
