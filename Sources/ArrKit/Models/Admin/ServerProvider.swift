import Foundation

/// An indexer or a download client as the server knows it (`GET /indexer`,
/// `GET /downloadclient`): its name, what it is, whether it is on, and the server's message.
public struct ServerProvider: Hashable, Sendable, Codable, Identifiable {
    /// The provider's id, what testing one names.
    public var id: Int
    /// The name the user gave it ("NZBgeek").
    public var name: String?
    /// What it is ("Newznab", "qBittorrent").
    public var implementationName: String?
    /// Usenet or torrent.
    public var downloadProtocol: DownloadProtocol?
    /// Its priority (lower first).
    public var priority: Int?
    /// For a download client: whether it is on.
    public var enable: Bool?
    /// For an indexer: whether RSS sync uses it.
    public var enableRss: Bool?
    /// For an indexer: whether automatic searches use it.
    public var enableAutomaticSearch: Bool?
    /// For an indexer: whether interactive searches use it.
    public var enableInteractiveSearch: Bool?
    /// The server's message about it, if any.
    public var message: String?

    /// Creates a provider record.
    public init(
        id: Int, name: String? = nil, implementationName: String? = nil, downloadProtocol: DownloadProtocol? = nil,
        priority: Int? = nil, enable: Bool? = nil, enableRss: Bool? = nil, enableAutomaticSearch: Bool? = nil,
        enableInteractiveSearch: Bool? = nil, message: String? = nil
    ) {
        self.id = id
        self.name = name
        self.implementationName = implementationName
        self.downloadProtocol = downloadProtocol
        self.priority = priority
        self.enable = enable
        self.enableRss = enableRss
        self.enableAutomaticSearch = enableAutomaticSearch
        self.enableInteractiveSearch = enableInteractiveSearch
        self.message = message
    }

    /// Whether anything uses it: a download client that is on, an indexer with any use on.
    public var isEnabled: Bool {
        if let enable { return enable }
        return enableRss == true || enableAutomaticSearch == true || enableInteractiveSearch == true
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, implementationName, priority, enable, enableRss, enableAutomaticSearch, enableInteractiveSearch
        case message
        case downloadProtocol = "protocol"
    }

    private struct Message: Decodable {
        let message: String?
    }

    /// Reads a provider leniently; its settings fields are not kept (they may hold secrets).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "a provider without an id")
        }
        self.id = id
        name = try? c.decodeIfPresent(String.self, forKey: .name)
        implementationName = try? c.decodeIfPresent(String.self, forKey: .implementationName)
        downloadProtocol = try? c.decodeIfPresent(DownloadProtocol.self, forKey: .downloadProtocol)
        priority = c.lenientInt(forKey: .priority)
        enable = try? c.decodeIfPresent(Bool.self, forKey: .enable)
        enableRss = try? c.decodeIfPresent(Bool.self, forKey: .enableRss)
        enableAutomaticSearch = try? c.decodeIfPresent(Bool.self, forKey: .enableAutomaticSearch)
        enableInteractiveSearch = try? c.decodeIfPresent(Bool.self, forKey: .enableInteractiveSearch)
        message =
            (try? c.decodeIfPresent(Message.self, forKey: .message))?.message
            ?? (try? c.decodeIfPresent(String.self, forKey: .message))
    }

    /// Writes the record as read.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encodeIfPresent(name, forKey: .name)
        try c.encodeIfPresent(implementationName, forKey: .implementationName)
        try c.encodeIfPresent(downloadProtocol, forKey: .downloadProtocol)
        try c.encodeIfPresent(priority, forKey: .priority)
        try c.encodeIfPresent(enable, forKey: .enable)
        try c.encodeIfPresent(enableRss, forKey: .enableRss)
        try c.encodeIfPresent(enableAutomaticSearch, forKey: .enableAutomaticSearch)
        try c.encodeIfPresent(enableInteractiveSearch, forKey: .enableInteractiveSearch)
        try c.encodeIfPresent(message, forKey: .message)
    }
}

/// Which of the server's providers: its indexers or its download clients.
public enum ProviderFamily: String, Sendable, Hashable, CaseIterable, Codable {
    /// `/indexer`.
    case indexers = "indexer"
    /// `/downloadclient`.
    case downloadClients = "downloadclient"

    /// The path under the API.
    public var path: String { "/" + rawValue }
}

/// The server's own test of one provider: passed, or the failures in its words.
public struct ProviderTestResult: Hashable, Sendable, Codable {
    /// The provider tested.
    public var id: Int
    /// What failed; empty when the test passed.
    public var failures: [ValidationFailure]

    /// Creates a result.
    public init(id: Int, failures: [ValidationFailure] = []) {
        self.id = id
        self.failures = failures
    }

    /// Whether the test passed (warnings alone pass).
    public var passed: Bool { !failures.contains { $0.isWarning != true && $0.severity?.lowercased() != "warning" } }

    private enum CodingKeys: String, CodingKey { case id, validationFailures }

    /// Reads one entry of `testall`'s answer.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = c.lenientInt(forKey: .id) ?? 0
        failures =
            (try? c.decodeIfPresent([LenientElement<ValidationFailure>].self, forKey: .validationFailures))?
            .compactMap(\.value) ?? []
    }

    /// Writes the result as `testall` does.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(failures, forKey: .validationFailures)
    }
}
