import ArrKit
import Foundation

/// One entry of Bazarr's history (`GET /api/episodes/history`, `/api/movies/history`): what
/// happened to which item's subtitles, by which provider, with what score.
public struct BazarrHistoryEntry: Hashable, Sendable, Decodable {
    /// The item: "Fallout 1x3" for an episode, the title for a movie.
    public var title: String
    /// What happened.
    public var action: BazarrAction
    /// Bazarr's own words ("English Subtitles manually uploaded.").
    public var description: String?
    /// The subtitle's language.
    public var language: BazarrLanguage?
    /// Who provided it ("opensubtitlescom", "manual").
    public var provider: String?
    /// Its score ("100.0%").
    public var score: String?
    /// When, as Bazarr words it ("22 seconds ago"; Bazarr sends no machine time).
    public var when: String?
    /// Sonarr's episode id or Radarr's movie id.
    public var itemId: Int?

    /// Creates an entry.
    public init(
        title: String, action: BazarrAction, description: String? = nil, language: BazarrLanguage? = nil,
        provider: String? = nil, score: String? = nil, when: String? = nil, itemId: Int? = nil
    ) {
        self.title = title
        self.action = action
        self.description = description
        self.language = language
        self.provider = provider
        self.score = score
        self.when = when
        self.itemId = itemId
    }

    private enum CodingKeys: String, CodingKey {
        case seriesTitle, title, action, description, language, provider, score, timestamp, sonarrEpisodeId, radarrId
        case episodeNumber = "episode_number"
    }

    /// Reads an entry leniently.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let series = try? c.decodeIfPresent(String.self, forKey: .seriesTitle)
        let number = try? c.decodeIfPresent(String.self, forKey: .episodeNumber)
        let movie = try? c.decodeIfPresent(String.self, forKey: .title)
        guard let named = series.map({ [$0, number].compactMap { $0 }.joined(separator: " ") }) ?? movie else {
            throw DecodingError.dataCorruptedError(
                forKey: .title, in: c, debugDescription: "a history entry about nothing")
        }
        title = named
        action = BazarrAction(code: c.lenientInt(forKey: .action))
        description = try? c.decodeIfPresent(String.self, forKey: .description)
        language = try? c.decodeIfPresent(BazarrLanguage.self, forKey: .language)
        provider = try? c.decodeIfPresent(String.self, forKey: .provider)
        score = try? c.decodeIfPresent(String.self, forKey: .score)
        when = try? c.decodeIfPresent(String.self, forKey: .timestamp)
        itemId = c.lenientInt(forKey: .sonarrEpisodeId) ?? c.lenientInt(forKey: .radarrId)
    }
}

/// What a history entry records, by Bazarr's action codes.
public enum BazarrAction: Hashable, Sendable {
    case deleted, downloaded, manuallyDownloaded, upgraded, uploaded, synced, translated, modified
    /// A code this build does not know.
    case other(Int?)

    /// The action of `code` (Bazarr's history actions 0–7).
    public init(code: Int?) {
        switch code {
        case 0: self = .deleted
        case 1: self = .downloaded
        case 2: self = .manuallyDownloaded
        case 3: self = .upgraded
        case 4: self = .uploaded
        case 5: self = .synced
        case 6: self = .translated
        case 7: self = .modified
        default: self = .other(code)
        }
    }
}
