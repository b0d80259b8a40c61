/// How the server updates, from `GET /config/host` (only these fields are read: the rest of
/// that record holds the server's API key and password).
public struct UpdateSettings: Hashable, Sendable, Codable {
    /// The release branch it follows.
    public var branch: String?
    /// Whether it installs updates by itself.
    public var automatically: Bool?
    /// How it is updated: `builtIn`, `script`, `external` (a package manager) or `docker`.
    public var mechanism: String?

    /// Creates update settings.
    public init(branch: String? = nil, automatically: Bool? = nil, mechanism: String? = nil) {
        self.branch = branch
        self.automatically = automatically
        self.mechanism = mechanism
    }

    private enum CodingKeys: String, CodingKey {
        case branch
        case automatically = "updateAutomatically"
        case mechanism = "updateMechanism"
    }

    /// Reads the three fields leniently.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        branch = try? c.decodeIfPresent(String.self, forKey: .branch)
        automatically = try? c.decodeIfPresent(Bool.self, forKey: .automatically)
        mechanism = try? c.decodeIfPresent(String.self, forKey: .mechanism)
    }
}
