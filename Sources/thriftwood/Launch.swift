import ArgumentParser
import Foundation
import Logging
import RadarrAPI
import ThriftwoodCore
import ThriftwoodNavigation
import ThriftwoodTerminal

/// The default command: the full-screen app.
struct Launch: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app", abstract: "Open the full-screen app (the default).")

    @Flag(help: "Use the embedded demo server.") var demo = false
    @Option(help: "Start with this saved profile instead of the active one.") var profile: String?
    @OptionGroup var data: DataDirectoryOption

    func run() async throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
            // Not a terminal (a pipe, CI): print a summary instead of drawing the app.
            var arguments = demo ? ["--demo"] : []
            if let profile { arguments += ["--profile", profile] }
            if let directory = data.dataDir { arguments += ["--data-dir", directory] }
            let connection = try ConnectionOptions.parse(arguments)
            try await runReportingErrors {
                // The profile's first Radarr: the app, not one item, is what is summarised.
                try await connection.withArrs(.radarr, as: RadarrClient.self) { radarrs in
                    guard let first = radarrs.first else { throw CoreError.noService(.radarr) }
                    try await Summary.show(first.client)
                }
            }
            return
        }
        try await TerminalApp.run(demo: demo, profile: profile, deepLink: nil, directory: data.url)
    }
}

/// `thriftwood open URL`: the app, starting at a deep link.
struct OpenCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "open", abstract: "Open the app at a thriftwood:// link, e.g. thriftwood://radarr/movies/42.")

    @Argument(help: "The link to open.") var url: String
    @Flag(help: "Use the embedded demo server.") var demo = false
    @Option(help: "Start with this profile.") var profile: String?
    @OptionGroup var data: DataDirectoryOption

    func run() async throws {
        let links = await LinkTable.codec(profile: profile, demo: demo, data: data)
        if case .failure(let error) = Result(catching: { try links.codec.parse(url) }) {
            printError(
                "error: \(error)" + (links.problem.map { " (the profile's servers could not be read: \($0))" } ?? ""))
            throw ExitCode.failure
        }
        try await TerminalApp.run(demo: demo, profile: profile, deepLink: url, directory: data.url)
    }
}

/// Starts the coordinator and the terminal front end, and restores everything on the way out.
enum TerminalApp {
    /// How long quitting waits for the log to be written.
    static let quitLimit = Duration.milliseconds(150)

    @MainActor
    static func run(demo: Bool, profile: String?, deepLink: String?, directory: URL) async throws {
        let session: AppSession
        do {
            session = try AppSession.open(in: directory)
        } catch {
            let notice = ErrorNotice(error)
            let advice = commandLineAdvice(for: CoreError(error)).map { "\n  \($0)" } ?? ""
            printError("error: \(notice.message)\n  \(notice.suggestion)\(advice)")
            throw ExitStatus.cannotCreate.code
        }
        let log = session.dependencies.log
        LoggingSystem.bootstrap { label in AppLogHandler(log: log, label: label, logLevel: .info) }
        let coordinator = AppCoordinator(dependencies: session.dependencies, dataDirectory: directory)
        await coordinator.start(demo: demo, deepLink: deepLink)
        if let profile { await coordinator.switchProfile(named: profile) }
        let keys = KeymapFile.load()
        if let problem = keys.problem { coordinator.notice = problem }
        let ui = TerminalUI(coordinator: coordinator, keymap: keys.keymap)
        let watching = coordinator.watchActivity()
        // What servers push reaches serve, which keeps it; the app reads it from there.
        var tellDesktop: (@Sendable ([StackEvent]) async -> Void)?
        if let desktop = DesktopNotifier.forSession() { tellDesktop = { events in await desktop.tell(events) } }
        let hearing = coordinator.watchEvents(tell: tellDesktop)
        // Servers added or removed by the CLI or the browser reach the running app.
        let rereading = coordinator.watchProfile()
        defer {
            watching.cancel()
            hearing.cancel()
            rereading.cancel()
        }
        do {
            try await TerminalRunner.run(ui)
        } catch let error as TerminalError {
            watching.cancel()
            hearing.cancel()
            rereading.cancel()
            await session.flushBeforeExit(within: quitLimit)
            printError("error: \(error.description)")
            throw ExitStatus.usage.code
        }
        // The place is saved and the terminal given back. What is still in flight (requests, the
        // demos' connections, screens' loads) ends with the process rather than being waited for:
        // the person is waiting for the shell.
        await session.flushBeforeExit(within: quitLimit)
        ProcessEnd.now(status: 0)
    }
}
