import Foundation
import GRDB

/// One key of the `setting` table, holding a JSON value.
struct SettingRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "setting"
    var key: String
    var value: Data

    /// The well-known keys.
    enum Key {
        static let activeProfile = "activeProfile"
        static let preferences = "preferences"
        static let navigationSnapshot = "navigationSnapshot"
    }

    /// Reads and decodes the value under `key`.
    static func value<T: Decodable>(_ type: T.Type, key: String, in db: Database) throws -> T? {
        guard let record = try SettingRecord.fetchOne(db, key: key) else { return nil }
        return try JSONDecoder().decode(T.self, from: record.value)
    }

    /// Encodes and stores `value` under `key`, or removes the key when it is nil.
    static func set<T: Encodable>(_ value: T?, key: String, in db: Database) throws {
        guard let value else {
            _ = try SettingRecord.deleteOne(db, key: key)
            return
        }
        try SettingRecord(key: key, value: try JSONEncoder().encode(value)).save(db)
    }
}
