/// Something the user can do on an admin screen, with the words it is offered and asked in.
public enum AdminAction: Hashable, Sendable {
    /// Runs a scheduled task now (its command), followed to its end.
    case runTask(command: String, name: String)
    /// Makes a backup now.
    case backUpNow
    /// The server's own test of one indexer or download client.
    case test(id: Int, name: String)
    /// The server's test of every indexer or download client.
    case testAll
    /// Removes one release from the blocklist.
    case unblock(id: Int, title: String)
    /// Removes every release from the blocklist.
    case clearBlocklist(count: Int)
    /// Shows log entries of `level` and above (nil: every level).
    case showLevel(String?)
    /// Takes a file of a manual import in (`include`) or leaves it out.
    case includeFile(id: Int, name: String, include: Bool)
    /// Imports the chosen files of a manual import, copying them or moving them.
    case importFiles(names: [String], into: String?, copy: Bool)
    /// Opens one of the server's log files.
    case openLogFile(String)
    /// Saves one of the server's backups as a file (the terminal to the downloads folder, the
    /// browser as a download).
    case saveBackup(id: Int, name: String)

    /// The button's or key hint's words.
    public var label: String {
        switch self {
        case .runTask: "Run now"
        case .backUpNow: "Back up now"
        case .test: "Test"
        case .testAll: "Test all"
        case .unblock: "Remove"
        case .clearBlocklist: "Clear all"
        case .showLevel(let level): AdminRows.levelLabel(level)
        case .includeFile(_, _, let include): include ? "Include" : "Leave out"
        case .importFiles(_, _, let copy): copy ? "Import (copy)" : "Import (move)"
        case .openLogFile(let name): "Open \(name)"
        case .saveBackup: "Save"
        }
    }

    /// What the screen says while it runs ("Running Rss Sync…").
    public var progress: String {
        switch self {
        case .runTask(_, let name): "Running \(name)…"
        case .backUpNow: "Backing up…"
        case .test(_, let name): "Testing \(name)…"
        case .testAll: "Testing every one…"
        case .unblock(_, let title): "Removing “\(title)”…"
        case .clearBlocklist: "Clearing the blocklist…"
        case .showLevel: "Loading…"
        case .includeFile: "…"
        case .importFiles(let names, _, _): "Importing \(Format.plural(names.count, "file"))…"
        case .openLogFile(let name): "Opening \(name)…"
        case .saveBackup(_, let name): "Saving \(name)…"
        }
    }

    /// The question asked before it runs, naming what it acts on; nil for one that is asked
    /// nothing (running a task, a test, a filter).
    public func question(server: String) -> String? {
        switch self {
        case .unblock(_, let title):
            "Remove “\(title)” from \(server)'s blocklist? \(server) may grab it again."
        case .clearBlocklist(let count):
            "Remove all \(Format.plural(count, "release")) from \(server)'s blocklist? \(server) may grab them again."
        case .importFiles(let names, let into, let copy):
            "Import \(names.count == 1 ? "“\(names[0])”" : Format.plural(names.count, "file")) into \(server)"
                + (into.map { " as \($0)" } ?? "") + (copy ? ", copying" : ", moving")
                + (names.count == 1 ? " it?" : " them?")
        case .runTask, .backUpNow, .test, .testAll, .showLevel, .includeFile, .openLogFile, .saveBackup: nil
        }
    }

    /// Whether it removes something (the question's button says so in red).
    public var isDestructive: Bool {
        switch self {
        case .unblock, .clearBlocklist: true
        case .runTask, .backUpNow, .test, .testAll, .showLevel, .includeFile, .importFiles, .openLogFile, .saveBackup:
            false
        }
    }
}
