import Foundation

/// The user's choices that outlive a session.
public struct Preferences: Hashable, Sendable, Codable {
    /// The colour theme.
    public var theme: Theme = .system
    /// Whether times show as 24-hour clock.
    public var use24HourTime = true
    /// Whether destructive actions ask first.
    public var confirmDestructiveActions = true
    /// The movies list's sort, filter and direction when it opens.
    public var movieList = MovieListOptions()
    /// Which in-app notices to show.
    public var notifications = NotificationPreferences()
    /// The options the add-movie form starts with.
    public var addMovie = AddMovieDefaults()
    /// The options the add-series form starts with (the last ones used).
    public var addSeries = SeriesAddChoice()
    /// Whether and how pictures are shown, and how much of them is kept.
    public var pictures = PicturePreferences()

    /// The defaults.
    public init() {}

    /// Decodes leniently: a missing key keeps its default, so older files still load.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = Preferences()
        theme = (try? c.decodeIfPresent(Theme.self, forKey: .theme)) ?? defaults.theme
        use24HourTime = (try? c.decodeIfPresent(Bool.self, forKey: .use24HourTime)) ?? defaults.use24HourTime
        confirmDestructiveActions =
            (try? c.decodeIfPresent(Bool.self, forKey: .confirmDestructiveActions))
            ?? defaults.confirmDestructiveActions
        movieList = (try? c.decodeIfPresent(MovieListOptions.self, forKey: .movieList)) ?? defaults.movieList
        notifications =
            (try? c.decodeIfPresent(NotificationPreferences.self, forKey: .notifications)) ?? defaults.notifications
        addMovie = (try? c.decodeIfPresent(AddMovieDefaults.self, forKey: .addMovie)) ?? defaults.addMovie
        addSeries = (try? c.decodeIfPresent(SeriesAddChoice.self, forKey: .addSeries)) ?? defaults.addSeries
        pictures = (try? c.decodeIfPresent(PicturePreferences.self, forKey: .pictures)) ?? defaults.pictures
    }
}

/// A colour theme.
public enum Theme: String, Hashable, Sendable, Codable, CaseIterable {
    /// Follow the terminal's colours.
    case system
    /// Light text on dark.
    case dark
    /// Dark text on light.
    case light
    /// No colour, only bold and reverse.
    case monochrome
}

/// Which in-app notices appear.
public struct NotificationPreferences: Hashable, Sendable, Codable {
    /// A download finished importing.
    public var downloadCompleted = true
    /// Radarr reports a health warning or error.
    public var healthWarnings = true
    /// What servers push shows as the desktop's own notifications too (where a session bus
    /// and `notify-send` exist).
    public var desktop = true
    /// Creates the defaults.
    public init() {}

    /// Decodes leniently: a switch saved by an older build (or missing) keeps its default.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = NotificationPreferences()
        downloadCompleted =
            (try? c.decodeIfPresent(Bool.self, forKey: .downloadCompleted)) ?? defaults.downloadCompleted
        healthWarnings = (try? c.decodeIfPresent(Bool.self, forKey: .healthWarnings)) ?? defaults.healthWarnings
        desktop = (try? c.decodeIfPresent(Bool.self, forKey: .desktop)) ?? defaults.desktop
    }
}

/// The add-movie form's remembered options.
public struct AddMovieDefaults: Hashable, Sendable, Codable {
    /// The quality profile id last used.
    public var qualityProfileId: Int?
    /// The root folder last used.
    public var rootFolderPath: String?
    /// Whether new movies are monitored.
    public var monitored = true
    /// The minimum availability, as Radarr's wire name.
    public var minimumAvailability = "released"
    /// Whether to search as soon as the movie is added.
    public var searchOnAdd = true
    /// Creates the defaults.
    public init() {}
}
