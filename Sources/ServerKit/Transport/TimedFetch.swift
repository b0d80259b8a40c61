import AsyncHTTPClient
import NIOCore
import NIOHTTP1

/// Fetches a head and its whole body within one total deadline, so a server that sends
/// headers and then stalls or drips its body cannot hang a screen forever.
enum TimedFetch {
    /// The total deadline passed before the body ended.
    struct DeadlineExceeded: Error {}
    /// The head arrived, then the body broke off.
    struct BodyCutOff: Error {}

    static func fetch(
        _ request: HTTPClientRequest, http: HTTPClient, headTimeout: TimeAmount, deadline: Duration, maxBytes: Int
    ) async throws -> TransportAnswer {
        try await withThrowingTaskGroup(of: TransportAnswer?.self) { group in
            group.addTask {
                let response = try await http.execute(request, timeout: headTimeout)
                let body: ByteBuffer
                do {
                    body = try await response.body.collect(upTo: maxBytes)
                } catch let error as HTTPClientError where error == .remoteConnectionClosed {
                    throw BodyCutOff()
                } catch let error as HTTPParserError where error == .invalidEOFState {
                    throw BodyCutOff()
                }
                return TransportAnswer(
                    status: Int(response.status.code), contentType: response.headers.first(name: "Content-Type"),
                    location: response.headers.first(name: "Location"), body: body)
            }
            group.addTask {
                try await Task.sleep(for: deadline)
                return nil
            }
            // Whichever finishes first decides; the other is cancelled (a cancelled request is dropped).
            defer { group.cancelAll() }
            guard let first = try await group.next(), let answer = first else { throw DeadlineExceeded() }
            return answer
        }
    }
}
