import ArrKit
import AsyncHTTPClient
import Foundation
import Logging
import NIOHTTP1
import ServerKit

/// A typed async client for one Radarr server's v3 API.
///
/// Radarr's own endpoints live here and in this type's extensions; requests, answers and
/// errors go through the shared ``ArrClient``, so every failure is an `ArrError` worded for
/// Radarr.
public struct RadarrClient: ArrServiceClient {
    /// The shared machinery, bound to this server.
    public var core: ArrClient

    /// The default logger: silent, so a client made without one never writes to the terminal.
    public static let silentLogger = ArrClient.silentLogger

    /// The most bytes one answer may have (a 50,000-movie library is about 300 MB).
    public var maxResponseBytes: Int {
        get { core.maxResponseBytes }
        set { core.maxResponseBytes = newValue }
    }

    /// The slowest an answer's body may come before the request gives up.
    public var lowSpeed: LowSpeedLimit {
        get { core.lowSpeed }
        set { core.lowSpeed = newValue }
    }

    /// Creates a client for `connection` over `transport`; `onSkipped` hears of records a
    /// list answer left out because they could not be read.
    public init(
        connection: ServerConnection, transport: any HTTPTransport, logger: Logger = RadarrClient.silentLogger,
        onSkipped: (@Sendable (SkippedRecords) -> Void)? = nil
    ) {
        core = ArrClient(
            service: .radarr, connection: connection, transport: transport, logger: logger, onSkipped: onSkipped)
    }

    /// Creates a client for `connection` over the shared `http` client (owned by the caller,
    /// who shuts it down).
    public init(
        connection: ServerConnection, http: HTTPClient, logger: Logger = RadarrClient.silentLogger,
        onSkipped: (@Sendable (SkippedRecords) -> Void)? = nil
    ) {
        self.init(
            connection: connection, transport: LiveHTTPTransport(http: http), logger: logger, onSkipped: onSkipped)
    }

    func get<T: Decodable>(_ path: String, query: [(String, String)] = [], as type: T.Type = T.self) async throws -> T {
        try await core.get(path, query: query)
    }

    func get<Element: Decodable>(
        _ path: String, query: [(String, String)] = [], as type: [Element].Type = [Element].self
    ) async throws -> [Element] {
        try await core.get(path, query: query)
    }

    func send<Body: Encodable, T: Decodable>(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: Body, as type: T.Type = T.self
    ) async throws -> T {
        try await core.send(method, path, query: query, body: body)
    }

    @discardableResult
    func send(
        _ method: HTTPMethod, _ path: String, query: [(String, String)] = [], body: Data? = nil
    ) async throws -> ArrClient.Answer {
        try await core.send(method, path, query: query, body: body)
    }
}
