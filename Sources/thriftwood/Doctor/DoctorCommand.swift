import ArgumentParser
import Foundation
import ThriftwoodCore

/// `thriftwood doctor`: why each server of the profile can or cannot be reached, step by step.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Find out, step by step, why a server cannot be reached.",
        discussion: """
            For each server of the profile (or the one --server names; or the --url address before it is \
            added, as --kind says, else as its port suggests), at each of its addresses: name \
            resolution, the TCP connection, TLS (certificate, pin, expiry), then the service itself \
            (key, login wall, kind), its version against the oldest Thriftwood speaks to, and, on a 404 where the API should be, the URL base \
            that works. Each step is a sentence with its fix. Exit code: 0 when every step passed, \
            1 when one only warns, 69 when one fails.
            """)

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "What the --url server is (radarr, sonarr, sabnzbd, …); without it, what its port suggests.")
    var kind: ServiceKind?
    @Flag(help: "Print JSON: an array of {server, kind, address, steps: [{name, verdict, detail, fix}]}.")
    var json = false

    func run() async throws {
        try await runReportingErrors {
            let perServer = try await connection.withDoctorServers(kind: kind) { dependencies, servers in
                guard !servers.isEmpty else { throw CLIError("This profile has no servers to look at.") }
                let doctor = ServerDoctor(tester: dependencies.tester, transport: dependencies.transport)
                let results = await eachAtOnce(servers) { await doctor.diagnoseEachAddress($0) }
                return zip(servers, results).map { server, result in
                    switch result {
                    case .success(let diagnoses): diagnoses
                    case .failure(let error):
                        [
                            ServerDiagnosis(
                                of: server, steps: [DiagnosisStep("Diagnosis", .failed, ErrorNotice(error).message)])
                        ]
                    }
                }
            }
            let worst = perServer.map(ServerDiagnosis.verdict(ofAddresses:)).max() ?? .ok
            let diagnoses = perServer.flatMap { $0 }
            if json {
                try printJSON(diagnoses)
            } else {
                for (index, diagnosis) in diagnoses.enumerated() {
                    if index > 0 { print("") }
                    print("\(diagnosis.server) (\(diagnosis.kind) · \(diagnosis.address))")
                    for step in diagnosis.steps { print(Self.line(step)) }
                }
            }
            switch worst {
            case .ok: break
            case .warning: throw ExitStatus.failure.code
            case .failed: throw ExitStatus.unreachable.code
            }
        }
    }

    /// A step as the terminal shows it: "  ✓ Connection: nas:7878 accepts connections.", its
    /// fix indented under it.
    static func line(_ step: DiagnosisStep) -> String {
        let mark =
            switch step.verdict {
            case .ok: "✓"
            case .warning: "!"
            case .failed: "✗"
            }
        return "  \(mark) \(step.name): \(step.detail)" + (step.fix.map { "\n      \($0)" } ?? "")
    }
}
