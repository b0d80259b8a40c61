import GRDB
import ServerKit

/// A server's count or size is kept in SQLite as the whole number it is (a row of the offline
/// library copy), and read back as one.
extension ServerCount: DatabaseValueConvertible {
    /// The count as an SQLite integer.
    public var databaseValue: DatabaseValue { asInt.databaseValue }

    /// The count an SQLite value holds; nil when it holds no integer.
    public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> ServerCount? {
        Int.fromDatabaseValue(dbValue).map { ServerCount($0) }
    }
}
