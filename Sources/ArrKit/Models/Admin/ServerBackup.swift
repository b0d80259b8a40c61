import Foundation
import ServerKit

/// One of the server's backups from `GET /system/backup`.
public struct ServerBackup: Hashable, Sendable, Codable, Identifiable {
    /// The backup's id.
    public var id: Int
    /// Its file name (`radarr_backup_v5.14.0.9383_2024.11.20_08.00.00.zip`).
    public var name: String?
    /// Where the server serves it, under its URL base (`/backup/manual/….zip`).
    public var path: String?
    /// Why it was made.
    public var type: BackupType?
    /// Its size in bytes.
    public var size: ServerCount?
    /// When it was made.
    public var time: Date?

    /// Creates a backup record.
    public init(
        id: Int, name: String? = nil, path: String? = nil, type: BackupType? = nil, size: ServerCount? = nil,
        time: Date? = nil
    ) {
        self.id = id
        self.name = name
        self.path = path
        self.type = type
        self.size = size
        self.time = time
    }

    private enum CodingKeys: String, CodingKey { case id, name, path, type, size, time }

    /// Reads a backup leniently.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "a backup without an id")
        }
        self.id = id
        name = try? c.decodeIfPresent(String.self, forKey: .name)
        path = try? c.decodeIfPresent(String.self, forKey: .path)
        type = try? c.decodeIfPresent(BackupType.self, forKey: .type)
        size = c.lenientCount(forKey: .size)
        time = c.lenientDate(forKey: .time)
    }
}

/// Why a backup was made.
public enum BackupType: ArrEnumeration {
    /// By the server's schedule.
    case scheduled
    /// Because someone asked.
    case manual
    /// Before an update.
    case update
    /// A reason this build does not know.
    case unknown(String)

    /// Every known reason.
    public static let knownCases: [BackupType] = [.scheduled, .manual, .update]

    /// The wire name.
    public var wireName: String {
        switch self {
        case .scheduled: "scheduled"
        case .manual: "manual"
        case .update: "update"
        case .unknown(let name): name
        }
    }
}
