import Foundation

/// How to run the demo server.
public struct DemoServerConfiguration: Sendable {
    /// The address to listen on; loopback by default.
    public var host: String
    /// The port; 0 picks a free one.
    public var port: Int
    /// The API key clients must present.
    public var apiKey: String
    /// An optional URL base such as `/radarr`.
    public var urlBase: String
    /// Generate this many items (movies, series) instead of the built-in catalogue.
    public var generatedItems: Int?
    /// The seed for generated items.
    public var seed: UInt64
    /// The faults in force at start.
    public var faults: DemoFaultSet
    /// The clock that drives downloads and commands.
    public var clock: @Sendable () -> Date
    /// The version the server reports (and behaves as, where versions differ); nil: the
    /// service's current one.
    public var version: String?
    /// Where the demo *arrs and download clients share their usenet downloads, when they run
    /// together (`--demo`); nil runs each alone.
    public var exchange: DemoDownloadExchange?
    /// Where the demo Seerr hands approved titles to the demo *arrs, when they run together.
    public var requests: DemoRequestExchange?
    /// Whether what the server serves outside its API (backup files) wants the web login, as a
    /// real server whose Authentication Required is "Enabled" does; off, it serves them to a
    /// loopback request as one set to "Disabled for Local Addresses" does.
    public var webLogin = false

    /// The API key the demo uses unless told otherwise.
    public static let defaultAPIKey = "thriftwood-demo-key"

    /// Creates a configuration; the defaults serve the catalogue on a free loopback port.
    public init(
        host: String = "127.0.0.1", port: Int = 0, apiKey: String = DemoServerConfiguration.defaultAPIKey,
        urlBase: String = "", generatedItems: Int? = nil, seed: UInt64 = 1, faults: DemoFaultSet = DemoFaultSet(),
        clock: @escaping @Sendable () -> Date = { Date() }, version: String? = nil,
        exchange: DemoDownloadExchange? = nil, requests: DemoRequestExchange? = nil
    ) {
        self.host = host
        self.port = port
        self.apiKey = apiKey
        self.urlBase = urlBase
        self.generatedItems = generatedItems
        self.seed = seed
        self.faults = faults
        self.clock = clock
        self.version = version
        self.exchange = exchange
        self.requests = requests
    }

    /// The URL base normalised to `""` or `/segment…` without a trailing slash.
    package func normalisedURLBase() throws(DemoServerError) -> String {
        var base = urlBase.trimmingCharacters(in: .whitespaces)
        while base.hasSuffix("/") { base.removeLast() }
        guard !base.isEmpty else { return "" }
        if !base.hasPrefix("/") { base = "/" + base }
        guard !base.contains("?"), !base.contains("#"), !base.contains(" ") else { throw .badURLBase(urlBase) }
        return base
    }
}
