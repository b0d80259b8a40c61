import ArgumentParser
import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

extension ServiceKind: ExpressibleByArgument {
    /// The kind an argument names, among this build's kinds (the root's registry).
    public init?(argument: String) {
        guard let kind = KindRegistry.standard.kind(named: argument) else { return nil }
        self = kind
    }

    /// This build's kinds, for help and completion.
    public static var allValueStrings: [String] { KindRegistry.standard.kinds.map(\.rawValue) }
}

/// `thriftwood status`: every server of the profile, one of each kind or many — an *arr's
/// status, health and disks, another kind's version and activity — and why one could not be asked.
struct StatusCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "status",
        abstract: "Show how every server of the profile is: version, health, disks or activity.",
        discussion: """
            Every server is asked at once; one that fails gets its own line saying why, and the exit \
            code is the worst any server gave. With several servers, --json prints an array of \
            {"service", "server", "record"} (or "error" in place of "record"); with --service or \
            --server and one server it prints that server's record alone.
            """)

    @OptionGroup var connection: ConnectionOptions
    @Option(help: "Only servers of this kind: \(Self.kinds.map(\.rawValue).joined(separator: ", ")).")
    var service: ServiceKind?
    @Flag(help: "Print JSON.") var json = false

    /// The kinds `status` can ask: those whose declaration says how they are.
    static var kinds: [ServiceKind] {
        KindRegistry.standard.declarations.filter { $0.overview != nil }.map(\.kind)
    }

    func validate() throws {
        if let service, !Self.kinds.contains(service) {
            throw ValidationError(
                "status reports \(Self.kinds.map(\.rawValue).joined(separator: ", ")); not \(service.rawValue)")
        }
    }

    func run() async throws {
        try await runReportingErrors {
            let statuses = try await statuses()
            if json {
                if statuses.count == 1, service != nil || connection.server != nil, let only = statuses.first {
                    try printJSON(TaggedStatus(service: only.kind, server: only.name, status: only).record)
                } else {
                    try printJSON(statuses.map { TaggedStatus(service: $0.kind, server: $0.name, status: $0) })
                }
            } else {
                // A server that could not be asked says why on standard error, in its place.
                for (index, status) in statuses.enumerated() {
                    if index > 0 { print("") }
                    for line in status.lines { status.exit == .success ? print(line) : printError(line) }
                }
            }
            let worst = statuses.map(\.exit).max { $0.rawValue < $1.rawValue } ?? .success
            if worst != .success { throw worst.code }
        }
    }

    /// Every chosen server's status, in the profile's order; asked all at once, so the slowest
    /// bounds the wait.
    private func statuses() async throws -> [ServerStatus] {
        let environment = ProcessInfo.processInfo.environment
        if connection.demo || connection.url != nil || environment["THRIFTWOOD_URL"] != nil {
            // A demo or an address alone: the *arrs, through the *arr client.
            if let service, service.arrEngine == nil {
                throw CLIError(
                    "status --demo and --url ask the *arrs; add the \(service.displayName) server to a profile")
            }
            return try await connection.withServices(only: service) { clients in
                let reports = await eachAtOnce(clients.map(\.client)) { try await ServerStatus.arrReport($0) }
                return zip(clients, reports).map { chosen, report in
                    let outcome: ServerStatus.Outcome
                    switch report {
                    case .success(let report): outcome = .arr(report)
                    case .failure(let error): outcome = .failed(error)
                    }
                    return ServerStatus(kind: chosen.kind, name: chosen.name, outcome: outcome)
                }
            }
        }
        return try await connection.withProfileServers(of: service.map { [$0] } ?? Self.kinds, only: service) {
            dependencies, servers in
            guard !servers.isEmpty else { throw service.map(CoreError.noService) ?? CoreError.noServers }
            let asked = await eachAtOnce(servers) { await ServerStatus.ask($0, dependencies) }
            return zip(servers, asked).map { server, status in
                switch status {
                case .success(let status): status
                case .failure(let error): ServerStatus(kind: server.kind, name: server.name, outcome: .failed(error))
                }
            }
        }
    }
}
