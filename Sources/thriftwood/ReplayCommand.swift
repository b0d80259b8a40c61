import ArgumentParser
import AsyncHTTPClient
import Foundation
import ServerKit
import ThriftwoodCore
import ThriftwoodNavigation

/// `thriftwood replay FILE`: walks an exported navigation trace again and prints the screens
/// after each step, so a bug report's trace reproduces the person's path without their servers.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Walk a navigation trace again and print the screens after each step.",
        discussion: """
            The trace is thriftwood-navigation.json, written beside the log by Settings › Logs › export \
            (the app's last 100 screens). No server is asked: each step does what it did when it was \
            recorded. Exits 1 when a step leaves other screens than the trace recorded.
            """)

    @Argument(help: "The trace file (thriftwood-navigation.json).") var file: String

    func run() async throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            printError("error: \(file) could not be read: \(ErrorNotice(error).message)")
            throw ExitStatus.usage.code
        }
        let trace: NavigationTrace<AppRoute>
        do {
            trace = try NavigationTrace<AppRoute>.decode(from: data, userInfo: KindRegistry.standard.decodingInfo)
        } catch {
            printError("error: \(error.description)")
            throw ExitStatus.usage.code
        }
        let report = try await Self.replay(trace)
        print(ReplayLines.lines(of: report).joined(separator: "\n"))
        if !report.differing.isEmpty { throw ExitStatus.failure.code }
    }

    /// Replays `trace` on a coordinator of its own: an in-memory database and no servers.
    @MainActor
    static func replay(_ trace: NavigationTrace<AppRoute>) async throws -> NavigationReplayReport {
        let database: AppDatabase
        do {
            database = try AppDatabase.inMemory()
        } catch {
            printError("error: \(ErrorNotice(error).message)")
            throw ExitStatus.cannotCreate.code
        }
        let http = ServerHTTP.makeClient()
        let coordinator = AppCoordinator(
            dependencies: .live(database: database, kinds: KindRegistry.standard, http: http, demos: [:]),
            dataDirectory: FileManager.default.temporaryDirectory)
        let report = coordinator.replay(trace)
        try? await http.shutdown()
        return report
    }
}

/// The replay report as the terminal prints it: each step's number, time and what it did, the
/// screens after it, and what the trace recorded where they differ.
enum ReplayLines {
    /// The report's lines, ending with its summary.
    static func lines(of report: NavigationReplayReport) -> [String] {
        var lines: [String] = []
        let width = String(report.steps.count).count
        let time = Date.FormatStyle().hour(.twoDigits(amPM: .omitted)).minute(.twoDigits).second(.twoDigits)
        for step in report.steps {
            let number = String(repeating: " ", count: width - String(step.number).count) + String(step.number)
            let indent = String(repeating: " ", count: width + 2)
            lines.append("\(number)  \(step.at.formatted(time))  \(step.happened)")
            lines.append("\(indent)\(step.screens)")
            if let recorded = step.recordedScreens { lines.append("\(indent)the trace recorded: \(recorded)") }
        }
        lines.append(report.summary)
        return lines
    }
}
