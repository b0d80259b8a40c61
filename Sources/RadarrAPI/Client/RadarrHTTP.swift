import AsyncHTTPClient
import NIOCore

/// The shared `HTTPClient` configuration for talking to Radarr servers.
public enum RadarrHTTP {
    /// A client that fails fast: a refused connection or a rejected certificate is reported at
    /// once instead of being retried until the connect timeout, so people see the reason
    /// quickly and retry themselves. The caller shuts it down.
    public static func makeClient(connectTimeout: TimeAmount = .seconds(5)) -> HTTPClient {
        var configuration = HTTPClient.Configuration(timeout: .init(connect: connectTimeout))
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }
}
