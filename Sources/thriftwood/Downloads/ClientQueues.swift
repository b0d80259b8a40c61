import DownloadKit
import Foundation
import ThriftwoodCore

extension ConnectionOptions {
    /// The queues of the profile's download clients, for joining to the *arrs' downloads;
    /// none for `--demo` and `--url` (no profile's clients to ask). A client that cannot be
    /// read is said on stderr and left out: the *arrs' queue still prints.
    func clientQueuesForJoin() async throws -> [DownloadJoin.ClientQueue] {
        let environment = ProcessInfo.processInfo.environment
        guard !demo, url ?? environment["THRIFTWOOD_URL"] == nil else { return [] }
        return try await AppSession.with(data.url) { dependencies in
            let profile = try await chooseProfile(dependencies.profiles)
            var queues: [DownloadJoin.ClientQueue] = []
            for server in profile.servers where server.enabled && server.kind.isDownloadClient {
                let ref = ServerRef(
                    kind: server.kind, name: server.name, slug: profile.isFirst(server) ? nil : server.slug)
                do {
                    let queue = try await dependencies.downloads.client(for: server).queue()
                    queues.append(DownloadJoin.ClientQueue(source: ref, queue: queue))
                } catch {
                    Progress.warn("\(server.name) could not be read: \(ErrorNotice(error).message)")
                }
            }
            return queues
        }
    }
}
