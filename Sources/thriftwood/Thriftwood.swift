import ArgumentParser
import Foundation
import ThriftwoodCore

/// The `thriftwood` command: the app by default, scriptable subcommands otherwise.
@main
struct Thriftwood: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "thriftwood",
        abstract: "A keyboard-first client for Radarr, Sonarr, Lidarr, their download clients, Seerr and Tautulli.",
        discussion: ExitStatus.help,
        version: ThriftwoodVersion.current,
        subcommands: [
            Launch.self, OpenCommand.self, RouteCommand.self, ReplayCommand.self, KeysCommand.self,
            DemoServerCommand.self,
            StressWriteCommand.self,
        ],
        // Each kind's nouns come from its own folder, under its name in --help.
        groupedSubcommands: [
            .radarr, .sonarr, .lidarr, .downloadClients, .seerr, .tautulli, .bazarr, .acrossServers, .setup, .browser,
            .notifications, .admin,
        ],
        defaultSubcommand: Launch.self)

    /// Runs the command line, with a reader that leaves early ending the output quietly, and
    /// the person's own control characters shown visibly in argument errors (ArgumentParser's
    /// own `exit(withError:)` would echo an escape sequence raw to the terminal).
    static func main() async {
        ignoreClosedReaders()
        do {
            var command = try await asyncParseAsRoot(nil)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty { printCommandLineMessage(message, toError: code != .success) }
            Foundation.exit(code.rawValue)
        }
    }
}
