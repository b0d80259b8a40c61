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
    private let navigationTrace: @MainActor () throws -> Data?

    /// Creates the viewer; exports go to `exportDirectory`, with the navigation trace
    /// `navigationTrace` writes (nil: none) beside the log.
    public init(
        log: any AppLog, exportDirectory: URL, navigationTrace: @escaping @MainActor () throws -> Data? = { nil }
    ) {
        self.log = log
        self.exportDirectory = exportDirectory
        self.navigationTrace = navigationTrace
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

    /// Writes the whole log to a file in the export directory, and the recent navigation
    /// beside it (`thriftwood replay` walks it again).
    public func export() async {
        let file = exportDirectory.appendingPathComponent("thriftwood-log.txt")
        do {
            let count = try await log.export(to: file)
            var said = "Exported \(Format.plural(count, "line")) to \(file.path)"
            if let trace = try navigationTrace() {
                let traceFile = exportDirectory.appendingPathComponent("thriftwood-navigation.json")
                try PrivateFile.write(trace, to: traceFile)
                said += " and the recent screens to \(traceFile.path) (thriftwood replay walks them again)"
            }
            message = said
            actionError = nil
        } catch {
            actionError = ErrorNotice(error)
        }
    }
}
