import ArgumentParser
import Foundation

/// Where Thriftwood keeps its database: `--data-dir`, else `$XDG_DATA_HOME/thriftwood`,
/// else `~/.local/share/thriftwood`.
struct DataDirectoryOption: ParsableArguments {
    @Option(
        name: .customLong("data-dir"), help: "Where Thriftwood keeps its data (default: $XDG_DATA_HOME/thriftwood).")
    var dataDir: String?

    /// The resolved directory.
    var url: URL {
        if let dataDir { return URL(fileURLWithPath: (dataDir as NSString).expandingTildeInPath, isDirectory: true) }
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("thriftwood")
        }
        return FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".local/share/thriftwood", isDirectory: true)
    }
}
