import ArrKit
import Foundation
import Hummingbird

/// `/log`'s `level` filter as the servers apply it: that level and the ones above.
package enum DemoLogLevels {
    private static let order = ["trace", "debug", "info", "warn", "error", "fatal"]

    /// The records of `request`'s level and above (every record without one).
    package static func filter(_ records: [LogRecord], _ request: Request) -> [LogRecord] {
        guard let wanted = request.arrQuery.get("level")?.lowercased(),
            let floor = order.firstIndex(of: wanted)
        else { return records }
        return records.filter { record in
            (record.level.flatMap { order.firstIndex(of: $0.lowercased()) } ?? order.count) >= floor
        }
    }
}

extension DemoAdmin {
    /// The log entries of a server without its own (newest first).
    public var logRecords: [LogRecord] {
        let now = clockNow
        return (0..<60).map { index in
            LogRecord(
                id: 60 - index, time: now.addingTimeInterval(-Double(index) * 600),
                level: index % 8 == 0 ? "warn" : index == 13 ? "error" : "info",
                logger: index % 2 == 0 ? "RssSyncService" : "RefreshArtistService",
                message: index % 8 == 0
                    ? "Indexer \(setup.usenetIndexer) is unavailable"
                    : index == 13 ? "Import failed, path does not exist or is not accessible" : "RSS Sync Completed.")
        }
    }
}
