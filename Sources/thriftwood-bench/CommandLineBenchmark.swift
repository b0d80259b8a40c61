import ArrDemoKit
import Foundation
import RadarrDemoServer
import ServerKit
import SonarrDemoServer

/// The CLI's list commands against curl of the same endpoint, as whole processes, interleaved
/// in one run against demo servers of 10,000 movies and 5,000 series, medians of 5. Budgets:
/// `--json` ≤ 3× curl; the table ≤ 5× curl and not slower than `--json --sort title` (the
/// same sorted list; plain `--json` prints the answer as it came, reading nothing).
func commandLineBenchmark() async throws {
    Report.line("10. CLI lists against curl (whole processes, one run interleaved, medians of 5)")
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let thriftwood = folder.appendingPathComponent("thriftwood").path
    guard FileManager.default.isExecutableFile(atPath: thriftwood) else {
        Report.line("  skipped: build the thriftwood product beside the bench first (swift build -c release)")
        return
    }
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("thriftwood-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let radarr = OnDemandDemoServer(
        RadarrDemoServer.self, configuration: DemoServerConfiguration(generatedItems: 10_000))
    let sonarr = OnDemandDemoServer(
        SonarrDemoServer.self, configuration: DemoServerConfiguration(generatedItems: 5_000, seed: 7))
    for (name, demo, path, command) in [
        ("movies (10,000)", radarr, "/api/v3/movie", "movies"), ("series (5,000)", sonarr, "/api/v3/series", "series"),
    ] {
        let connection = try await demo.connection()
        let options = ["--url", connection.baseURL, "--api-key", connection.apiKey]
        let commands: [(String, String, [String])] = [
            (
                "curl", "/usr/bin/env",
                [
                    "curl", "-sS", "-o", "/dev/null", "-H", "X-Api-Key: \(connection.apiKey)",
                    connection.baseURL + path,
                ]
            ),
            ("--json", thriftwood, [command, "list", "--json"] + options),
            ("--json --sort title", thriftwood, [command, "list", "--json", "--sort", "title"] + options),
            ("table", thriftwood, [command, "list"] + options),
        ]
        for (_, executable, arguments) in commands { try run(executable, arguments, data: data) }  // warm-up
        var times: [String: [Double]] = [:]
        for _ in 0..<5 {
            for (label, executable, arguments) in commands {
                let started = ContinuousClock.now
                try run(executable, arguments, data: data)
                times[label, default: []].append(Measure.milliseconds(ContinuousClock.now - started))
            }
        }
        let median = times.mapValues { $0.sorted()[$0.count / 2] }
        let curl = median["curl"] ?? 1
        Report.line("  \(name): curl \(Int(clamping: curl.rounded())) ms")
        Measure.report("    --json, × curl", (median["--json"] ?? 0) / curl, "×", budget: (3, true))
        Measure.report("    table, × curl", (median["table"] ?? 0) / curl, "×", budget: (5, true))
        Measure.report(
            "    table, × --json --sort title", (median["table"] ?? 0) / (median["--json --sort title"] ?? 1), "×",
            budget: (1.05, true))
        await demo.stop()
    }
    Report.line()
}

/// Runs a command to its end with its output discarded; a failure is a benchmark failure.
private func run(_ executable: String, _ arguments: [String], data: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": data.path]) { $1 }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BenchFailure("\(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
    }
}
