import ArgumentParser
import ArrKit
import ThriftwoodCore

/// `thriftwood history --fail ID`: the server blocklists the record's release and searches
/// again, after the question naming the release (answered with `--yes`).
enum MarkFailed {
    static func run(_ id: Int, service: ServiceKind?, connection: ConnectionOptions, yes: Bool) async throws {
        try await runReportingErrors {
            try await AdminServerOptions(connection: connection, service: service).withServer { chosen in
                guard let entry = try await chosen.client.historyEntry(id: id) else {
                    throw CLIError("\(chosen.name)'s history has no record \(id); `history` lists them.")
                }
                let release = entry.sourceTitle ?? "record \(id)"
                let question = HistoryQuestions.markFailed(release: release, server: chosen.name)
                guard yes else { throw CLIError(question + " Add --yes to mark it.") }
                try await chosen.client.markFailed(historyId: id)
                print("Marked “\(release)” as failed on \(chosen.name); it is blocklisted and searched for again.")
            }
        }
    }
}

extension AdminServerOptions {
    /// Options chosen in code (for a command that has its own).
    init(connection: ConnectionOptions, service: ServiceKind?) {
        self.init()
        self.connection = connection
        self.service = service
    }
}
