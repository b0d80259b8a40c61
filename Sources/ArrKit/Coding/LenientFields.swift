import Foundation
import ServerKit

extension KeyedDecodingContainer {
    /// The timestamp at `key`, or nil when it is absent, null or not a date: a date a server
    /// garbled costs that field, not the record.
    public func lenientDate(forKey key: Key) -> Date? {
        guard let text = try? decodeIfPresent(String.self, forKey: key) else { return nil }
        return ArrDate.parse(text)
    }

    /// The .NET time span at `key`, or nil when it is absent, null or unreadable.
    public func lenientTimeSpan(forKey key: Key) -> TimeSpan? {
        guard let text = try? decodeIfPresent(String.self, forKey: key) else { return nil }
        return TimeSpan(parsing: text)
    }

    /// The number at `key` as Int64, accepting decimals and numeric strings (byte counts
    /// exceed Int32 and some servers print them as decimals), clamped to Int64's range, or nil.
    public func lenientInt64(forKey key: Key) -> Int64? {
        if let value = try? decodeIfPresent(Int64.self, forKey: key) { return value }
        // Past Int64 (a disk of 1e19 bytes) is clamped, not dropped: the record stays readable.
        if let value = try? decodeIfPresent(Double.self, forKey: key), value.isFinite {
            return Int64(clamping: value)
        }
        if let text = try? decodeIfPresent(String.self, forKey: key) { return Int64(text) }
        return nil
    }

    /// The count or size at `key` (decimals and numeric strings accepted, clamped), or nil when
    /// it is absent, null or not a number; its arithmetic cannot trap.
    public func lenientCount(forKey key: Key) -> ServerCount? {
        lenientInt64(forKey: key).map { ServerCount($0) }
    }

    /// The whole number at `key`, accepting numeric strings and decimals (clamped to Int's
    /// range), or nil when it is absent, null or not a number: an odd id costs that field.
    public func lenientInt(forKey key: Key) -> Int? {
        if let value = try? decodeIfPresent(Int.self, forKey: key) { return value }
        if let value = try? decodeIfPresent(Double.self, forKey: key), value.isFinite {
            return Int(clamping: value)
        }
        if let text = try? decodeIfPresent(String.self, forKey: key) {
            return Int(text.trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
