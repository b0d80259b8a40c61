import DownloadKit
import Foundation
import ThriftwoodCore

extension ConnectionOptions {
    /// Whether the profile has download clients whose queues the *arrs' downloads are joined
    /// to (a CLIENT column); none for `--demo` and `--url`. Reads the profile, not the clients.
    func hasClientsToJoin() async throws -> Bool {
        let environment = ProcessInfo.processInfo.environment
        guard !demo, url ?? environment["THRIFTWOOD_URL"] == nil else { return false }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            return profile.servers.contains { $0.enabled && $0.kind.isDownloadClient }
        }
    }

    /// The queues of the profile's download clients, for joining to the *arrs' downloads;
    /// none for `--demo` and `--url` (no profile's clients to ask). A client that cannot be
    /// read is said on stderr and left out: the *arrs' queue still prints.
    func clientQueuesForJoin() async throws -> [DownloadJoin.ClientQueue] {
        let environment = ProcessInfo.processInfo.environment
        guard !demo, url ?? environment["THRIFTWOOD_URL"] == nil else { return [] }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            let clients = profile.servers.filter { $0.enabled && $0.kind.isDownloadClient }
            // Every client at once: a stalled one bounds the wait instead of adding to it.
            let read = await eachAtOnce(clients) { try await dependencies.downloads.client(for: $0).queue() }
            var queues: [DownloadJoin.ClientQueue] = []
            for (server, outcome) in zip(clients, read) {
                switch outcome {
                case .success(let queue):
                    let ref = ServerRef(
                        kind: server.kind, name: server.name, slug: profile.isFirst(server) ? nil : server.slug)
                    queues.append(DownloadJoin.ClientQueue(source: ref, queue: queue))
                case .failure(let error):
                    Progress.warn("\(server.name) could not be read: \(ErrorNotice(error).message)")
                }
            }
            return queues
        }
    }
}
