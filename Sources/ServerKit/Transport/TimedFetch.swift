import AsyncHTTPClient
import NIOCore
import NIOHTTP1
import Synchronization

/// Fetches a head within its timeout, then the body as long as it keeps a lowest speed, so a
/// server that sends headers and then stalls or drips its body cannot hang a screen, while a
/// big answer on a slow link still completes.
enum TimedFetch {
    /// The body came slower than the lowest speed: `bytes` in `seconds` since the head.
    struct TooSlow: Error {
        let bytes: Int
        let seconds: Double
    }
    /// The head arrived, then the body broke off.
    struct BodyCutOff: Error {}
    /// The body grew past the most bytes accepted.
    struct TooLarge: Error {}

    static func fetch(
        _ request: HTTPClientRequest, http: HTTPClient, headTimeout: TimeAmount, lowSpeed: LowSpeedLimit, maxBytes: Int
    ) async throws -> TransportAnswer {
        let progress = BodyProgress()
        return try await withThrowingTaskGroup(of: TransportAnswer?.self) { group in
            group.addTask {
                let response = try await http.execute(request, timeout: headTimeout)
                progress.headArrived()
                var body = ByteBuffer()
                // A stated length (never more than is accepted) is room made once, not regrown.
                if let length = response.headers.first(name: "Content-Length").flatMap({ Int($0) }), length > 0 {
                    body.reserveCapacity(min(length, maxBytes))
                }
                do {
                    for try await chunk in response.body {
                        guard body.readableBytes + chunk.readableBytes <= maxBytes else { throw TooLarge() }
                        body.writeImmutableBuffer(chunk)
                        progress.received(chunk.readableBytes)
                    }
                } catch let error as HTTPClientError where error == .remoteConnectionClosed {
                    throw BodyCutOff()
                } catch let error as HTTPParserError where error == .invalidEOFState {
                    throw BodyCutOff()
                }
                return TransportAnswer(
                    status: Int(response.status.code), contentType: response.headers.first(name: "Content-Type"),
                    location: response.headers.first(name: "Location"), body: body,
                    setCookies: response.headers["Set-Cookie"],
                    headers: Dictionary(
                        response.headers.map { ($0.name.lowercased(), $0.value) }, uniquingKeysWith: { $1 }))
            }
            group.addTask {
                try await watch(progress, lowSpeed)
                return nil
            }
            // Whichever finishes first decides; the other is cancelled (a cancelled request is dropped).
            defer { group.cancelAll() }
            guard let first = try await group.next(), let answer = first else {
                throw TooSlow(bytes: progress.bytes, seconds: progress.secondsSinceHead)
            }
            return answer
        }
    }

    /// Returns (ending the fetch as too slow) once a whole window after the head brought fewer
    /// bytes than the limit; looks ten times a window, so a drip fails about one window in.
    private static func watch(_ progress: BodyProgress, _ limit: LowSpeedLimit) async throws {
        let tick = limit.window / 10
        var samples: [(at: ContinuousClock.Instant, bytes: Int)] = []
        while true {
            try await Task.sleep(for: tick)
            guard progress.hasHead else { continue }  // the head timeout covers the wait for it
            let now = ContinuousClock.now
            samples.append((now, progress.bytes))
            // The newest sample at least a window old is where the window starts.
            guard let start = samples.last(where: { now - $0.at >= limit.window }) else { continue }
            if samples.last.map({ $0.bytes - start.bytes }) ?? 0 < limit.bytes { return }  // bounded: bytes we counted
            samples.removeAll { now - $0.at > limit.window * 2 }
        }
    }
}

/// How much of a body has come, shared between the reader and the watchdog.
private final class BodyProgress: Sendable {
    private let state = Mutex<(head: ContinuousClock.Instant?, bytes: Int)>((nil, 0))

    func headArrived() { state.withLock { $0.head = $0.head ?? .now } }
    func received(_ count: Int) { state.withLock { $0.bytes += count } }  // bounded: bytes we counted
    var hasHead: Bool { state.withLock { $0.head != nil } }
    var bytes: Int { state.withLock { $0.bytes } }
    var secondsSinceHead: Double {
        state.withLock { state in state.head.map { (ContinuousClock.now - $0) / .seconds(1) } ?? 0 }
    }
}
