import ArrKit
import ServerKit

/// One subtitle provider and its state (`GET /api/providers`): good, or throttled after a
/// failure until it is tried again.
public struct BazarrProvider: Hashable, Sendable, Decodable {
    /// Its name ("podnapisi").
    public var name: String
    /// "Good", or why it is throttled ("ConnectionError").
    public var status: String
    /// When it is tried again ("in 10 minutes"), or "-".
    public var retry: String?

    /// Creates one.
    public init(name: String, status: String, retry: String? = nil) {
        self.name = name
        self.status = status
        self.retry = retry
    }

    /// Whether it is in use now.
    public var isGood: Bool { status.lowercased() == "good" }

    private enum CodingKeys: String, CodingKey { case name, status, retry }

    /// Reads one leniently.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let name = try? c.decodeIfPresent(String.self, forKey: .name) else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: c, debugDescription: "a provider without a name")
        }
        self.name = name
        status = (try? c.decodeIfPresent(String.self, forKey: .status)) ?? "unknown"
        retry = try? c.decodeIfPresent(String.self, forKey: .retry)
    }
}

/// A subtitle a provider offers for one item (`GET /api/providers/episodes|movies`), with its
/// score; `subtitle` is the opaque token that downloads it.
public struct SubtitleCandidate: Hashable, Sendable, Decodable {
    /// The provider offering it.
    public var provider: String
    /// Its language code ("en").
    public var language: String
    /// Its score.
    public var score: ServerCount?
    /// The releases it was made for.
    public var releaseInfo: [String]
    /// Whether it is hearing-impaired.
    public var hearingImpaired: Bool
    /// Whether it is forced.
    public var forced: Bool
    /// Who uploaded it.
    public var uploader: String?
    /// The token that downloads it.
    public var subtitle: String
    /// Whether it is in its original format.
    public var originalFormat: Bool

    private enum CodingKeys: String, CodingKey {
        case provider, language, score, uploader, subtitle, forced
        case releaseInfo = "release_info"
        case hearingImpaired = "hearing_impaired"
        case originalFormat = "original_format"
    }

    /// Reads one leniently: it needs its provider and token.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let provider = try? c.decodeIfPresent(String.self, forKey: .provider),
            let subtitle = try? c.decodeIfPresent(String.self, forKey: .subtitle)
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .subtitle, in: c, debugDescription: "a candidate without a token")
        }
        self.provider = provider
        self.subtitle = subtitle
        language = (try? c.decodeIfPresent(String.self, forKey: .language)) ?? ""
        score = c.lenientCount(forKey: .score)
        releaseInfo = (try? c.decodeIfPresent([String].self, forKey: .releaseInfo)) ?? []
        hearingImpaired = c.lenientFlag(forKey: .hearingImpaired)
        forced = c.lenientFlag(forKey: .forced)
        uploader = try? c.decodeIfPresent(String.self, forKey: .uploader)
        originalFormat = c.lenientFlag(forKey: .originalFormat)
    }

    /// Creates one.
    public init(
        provider: String, language: String, score: ServerCount?, releaseInfo: [String] = [],
        hearingImpaired: Bool = false,
        forced: Bool = false, uploader: String? = nil, subtitle: String, originalFormat: Bool = false
    ) {
        self.provider = provider
        self.language = language
        self.score = score
        self.releaseInfo = releaseInfo
        self.hearingImpaired = hearingImpaired
        self.forced = forced
        self.uploader = uploader
        self.subtitle = subtitle
        self.originalFormat = originalFormat
    }
}

/// Bazarr's status and the health issues it reports.
public struct BazarrStatus: Hashable, Sendable, Decodable {
    /// Its version ("1.5.2"; "unknown" when run from a checkout without a VERSION file).
    public var version: String
    /// The Sonarr version it talks to, if any.
    public var sonarrVersion: String?
    /// The Radarr version it talks to, if any.
    public var radarrVersion: String?

    private enum CodingKeys: String, CodingKey {
        case version = "bazarr_version"
        case sonarrVersion = "sonarr_version"
        case radarrVersion = "radarr_version"
    }

    /// Creates a status.
    public init(version: String, sonarrVersion: String? = nil, radarrVersion: String? = nil) {
        self.version = version
        self.sonarrVersion = sonarrVersion
        self.radarrVersion = radarrVersion
    }

    /// Reads the status leniently; empty versions are none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = (try? c.decodeIfPresent(String.self, forKey: .version)).flatMap { $0.isEmpty ? nil : $0 } ?? "unknown"
        sonarrVersion = (try? c.decodeIfPresent(String.self, forKey: .sonarrVersion)).flatMap { $0.isEmpty ? nil : $0 }
        radarrVersion = (try? c.decodeIfPresent(String.self, forKey: .radarrVersion)).flatMap { $0.isEmpty ? nil : $0 }
    }
}

/// One health issue Bazarr reports: what it is about and what is wrong.
public struct BazarrHealthIssue: Hashable, Sendable, Decodable {
    /// What it is about (a folder, a provider).
    public var object: String?
    /// What is wrong, in Bazarr's words.
    public var issue: String

    /// Creates one.
    public init(object: String?, issue: String) {
        self.object = object
        self.issue = issue
    }
}
