import Foundation
import Logging
import Observation

/// Browse, filter and export Thriftwood's redacted log.
@MainActor
@Observable
public final class LogsViewModel {
    /// The entries shown, newest first.
    public private(set) var entries = Loadable<[AppLogEntry]>()
    /// The lowest level shown.
    public private(set) var minimumLevel = Logger.Level.info
    /// Text the entries must contain.
    public var filterText = ""
    /// The last export's outcome.
    public private(set) var message: String?
    /// Why the last export failed.
    public private(set) var actionError: ErrorNotice?

    private let log: any AppLog
    private let exportDirectory: URL

    /// Creates the viewer; exports go to `exportDirectory`.
    public init(log: any AppLog, exportDirectory: URL) {
        self.log = log
        self.exportDirectory = exportDirectory
    }

    /// Loads the entries matching the filters.
    public func load() async {
        entries.begin()
        let (log, level, text) = (log, minimumLevel, filterText)
        entries.finish(await capture { try await log.entries(minimumLevel: level, containing: text, limit: 500) })
    }

    /// Shows `level` and above.
    public func show(level: Logger.Level) async {
        minimumLevel = level
        await load()
    }

    /// Steps the minimum level through trace … critical.
    public func cycleLevel() async {
        let all = Logger.Level.allCases
        let index = all.firstIndex(of: minimumLevel) ?? 0
        await show(level: all[(index + 1) % all.count])
    }

    /// Writes the whole log to a file in the export directory.
    public func export() async {
        let file = exportDirectory.appendingPathComponent("thriftwood-log.txt")
        do {
            let count = try await log.export(to: file)
            message = "Exported \(Format.plural(count, "line")) to \(file.path)"
            actionError = nil
        } catch {
            actionError = ErrorNotice(error)
        }
    }
}
