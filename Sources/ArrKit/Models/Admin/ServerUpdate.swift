import Foundation

/// One version of the server from `GET /update`: installed, available, with its changes.
public struct ServerUpdate: Hashable, Sendable, Codable {
    /// The version (`5.14.0.9383`).
    public var version: String?
    /// The release branch (`master`, `develop`).
    public var branch: String?
    /// When it was released.
    public var releaseDate: Date?
    /// Whether it is the version running now.
    public var installed: Bool
    /// When it was installed, for one that was.
    public var installedOn: Date?
    /// Whether the server can install it.
    public var installable: Bool
    /// Whether it is the newest.
    public var latest: Bool
    /// What it brings.
    public var changes: Changes

    /// What a version brings.
    public struct Changes: Hashable, Sendable, Codable {
        /// What is new.
        public var new: [String]
        /// What was fixed.
        public var fixed: [String]

        /// Creates a change list.
        public init(new: [String] = [], fixed: [String] = []) {
            self.new = new
            self.fixed = fixed
        }

        private enum CodingKeys: String, CodingKey { case new, fixed }

        /// Reads the lists leniently: null is none.
        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            new = (try? c.decodeIfPresent([String].self, forKey: .new)) ?? []
            fixed = (try? c.decodeIfPresent([String].self, forKey: .fixed)) ?? []
        }
    }

    /// Creates an update record.
    public init(
        version: String? = nil, branch: String? = nil, releaseDate: Date? = nil, installed: Bool = false,
        installedOn: Date? = nil, installable: Bool = false, latest: Bool = false, changes: Changes = Changes()
    ) {
        self.version = version
        self.branch = branch
        self.releaseDate = releaseDate
        self.installed = installed
        self.installedOn = installedOn
        self.installable = installable
        self.latest = latest
        self.changes = changes
    }

    private enum CodingKeys: String, CodingKey {
        case version, branch, releaseDate, installed, installedOn, installable, latest, changes
    }

    /// Reads an update leniently.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try? c.decodeIfPresent(String.self, forKey: .version)
        branch = try? c.decodeIfPresent(String.self, forKey: .branch)
        releaseDate = c.lenientDate(forKey: .releaseDate)
        installed = (try? c.decodeIfPresent(Bool.self, forKey: .installed)) ?? false
        installedOn = c.lenientDate(forKey: .installedOn)
        installable = (try? c.decodeIfPresent(Bool.self, forKey: .installable)) ?? false
        latest = (try? c.decodeIfPresent(Bool.self, forKey: .latest)) ?? false
        changes = (try? c.decodeIfPresent(Changes.self, forKey: .changes)) ?? Changes()
    }
}
