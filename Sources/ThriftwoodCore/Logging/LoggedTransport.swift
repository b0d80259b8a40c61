import Foundation
import Logging
import ServerKit

/// One server's requests in the app log, for the kinds whose clients log nothing of their own
/// (download clients, Seerr, Tautulli): "SABnzbd: GET /api → 200 in 22 ms". Only the path is
/// written — a query can hold the API key (SABnzbd's and Tautulli's `apikey=`).
struct LoggedTransport: HTTPTransport {
    let base: any HTTPTransport
    /// Writes its lines under the server's name and slug (``AppLogHandler``).
    let logger: Logger

    func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        let started = ContinuousClock.now
        let path = URLComponents(string: request.url)?.path ?? "?"
        do {
            let answer = try await base.send(request)
            let line = "\(request.method) \(path) → \(answer.status) in \(Self.milliseconds(since: started)) ms"
            if (200..<400).contains(answer.status) { logger.info("\(line)") } else { logger.warning("\(line)") }
            return answer
        } catch {
            logger.warning("\(request.method) \(path) failed: \(error.description)")
            throw error
        }
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int64 {
        let elapsed = ContinuousClock.now - start
        return elapsed.components.seconds.multiplied(saturating: 1000)
            .adding(saturating: elapsed.components.attoseconds / 1_000_000_000_000_000)
    }
}

extension HTTPTransport {
    /// This transport with each request of `server` written to `logger` (as is, without a logger).
    func logged(as server: ServiceServer, to logger: Logger?) -> any HTTPTransport {
        guard let logger else { return self }
        var named = logger
        named[metadataKey: AppLogHandler.serverKey] = .string(server.name)
        named[metadataKey: AppLogHandler.slugKey] = .string(server.slug)
        return LoggedTransport(base: self, logger: named)
    }
}
