import Foundation
import GRDB
import RadarrAPI
import ServerKit

/// A row of the `profile` table.
struct ProfileRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "profile"
    var id: String
    var name: String
    var createdAt: Date
    var updatedAt: Date
}

/// A row of the `serviceConnection` table.
struct ServiceConnectionRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "serviceConnection"
    var id: String
    var profileId: String
    var kind: String
    var name: String
    var baseURL: String
    var apiKey: String
    var headers: String
    var tls: String
    var enabled: Bool
    var slug: String
    var position: Int
    /// The server's other addresses, a JSON array of strings.
    var otherAddresses: String

    init(profileId: String, server: ServiceServer, position: Int) throws {
        id = server.id ?? ServiceConnectionRecord.id(slug: server.slug, in: profileId)
        self.profileId = profileId
        kind = server.kind.rawValue
        name = server.name
        slug = server.slug
        self.position = position
        baseURL = server.connection.baseURL
        apiKey = server.connection.apiKey
        headers = String(decoding: try JSONEncoder().encode(server.connection.headers), as: UTF8.self)
        tls = String(decoding: try JSONEncoder().encode(server.connection.tls), as: UTF8.self)
        enabled = server.enabled
        otherAddresses = String(decoding: try JSONEncoder().encode(server.connection.otherAddresses), as: UTF8.self)
    }

    /// The server this row stores; nil for a kind `kinds` does not hold (the row stays).
    func server(kinds: KindRegistry) -> ServiceServer? {
        guard let kind = kinds.kind(named: kind) else { return nil }
        let decoder = JSONDecoder()
        var unreadable: [String] = []
        var headers: [String: String] = [:]
        do {
            headers = try decoder.decode([String: String].self, from: Data(self.headers.utf8))
        } catch {
            unreadable.append("custom headers")
        }
        var tls = TLSPolicy.verify
        do {
            tls = try decoder.decode(TLSPolicy.self, from: Data(self.tls.utf8))
        } catch {
            unreadable.append("TLS setting")
        }
        var others: [String] = []
        do {
            others = try decoder.decode([String].self, from: Data(otherAddresses.utf8))
        } catch {
            unreadable.append("other addresses")
        }
        return ServiceServer(
            kind: kind, name: name,
            connection: ServerConnection(
                baseURL: baseURL, apiKey: apiKey, headers: headers, tls: tls, otherAddresses: others),
            enabled: enabled,
            readProblem: unreadable.isEmpty
                ? nil : "the saved \(unreadable.joined(separator: " and ")) of \(name) could not be read",
            id: id, slug: slug.isEmpty ? nil : slug)
    }

    /// The stored id of a server with `slug` in profile `profileId`: a profile's first server of
    /// a kind keeps the id it always had (`profile/radarr`), so its caches stay keyed to it.
    static func id(slug: String, in profileId: String) -> String { "\(profileId)/\(slug)" }

    /// Loads full profiles for `records`.
    static func profiles(
        for records: [ProfileRecord], in db: Database, kinds: KindRegistry
    ) throws -> [Profile] {
        let connections = try ServiceConnectionRecord.order(Column("position"), Column("id")).fetchAll(db)
        let byProfile = Dictionary(grouping: connections, by: \.profileId)
        return records.map {
            Profile(
                id: $0.id, name: $0.name, createdAt: $0.createdAt, updatedAt: $0.updatedAt,
                servers: (byProfile[$0.id] ?? []).compactMap { $0.server(kinds: kinds) })
        }
    }
}
