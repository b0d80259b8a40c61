import AsyncHTTPClient
import NIOCore
import NIOHTTPCompression

/// The shared `HTTPClient` configuration for talking to home servers.
public enum ServerHTTP {
    /// A client that fails fast: a refused connection or a rejected certificate is reported at
    /// once instead of being retried until the connect timeout, so people see the reason
    /// quickly and retry themselves. It follows no redirect and reads gzip answers. The
    /// caller shuts it down.
    public static func makeClient(connectTimeout: TimeAmount = .seconds(5)) -> HTTPClient {
        var configuration = HTTPClient.Configuration(timeout: .init(connect: connectTimeout))
        configuration.connectionPool.retryConnectionEstablishment = false
        // Redirects are never followed: following one would send the API key and custom
        // headers to wherever it points (often a login page on another host, or plain HTTP).
        configuration.redirectConfiguration = .disallow
        // A compressing proxy's gzip answers are read; the ratio limit stops a decompression bomb.
        configuration.decompression = .enabled(limit: .ratio(200))
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }
}
