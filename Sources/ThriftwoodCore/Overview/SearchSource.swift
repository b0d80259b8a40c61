/// How one server takes part in search everywhere, as its kind declares it: its library, read
/// once and then searched on every keystroke without asking the server, and its lookup of what
/// it could add (or, for Seerr, request).
public struct SearchSource: Sendable {
    /// A library read once: its hits for a query, quick enough for every keystroke.
    public typealias Library = @Sendable (_ query: String) -> [SearchEverywhereViewModel.Hit]

    /// The server.
    public let server: ServerRef
    /// Reads the library (from its offline copy where the kind keeps one); nil for a kind
    /// without one (Seerr).
    public let library: (@Sendable () async throws -> Library)?
    /// Asks the server what it could add for a term.
    public let lookup: @Sendable (_ term: String) async throws -> [SearchEverywhereViewModel.Hit]

    /// Describes how `server` is searched.
    public init(
        server: ServerRef, library: (@Sendable () async throws -> Library)?,
        lookup: @escaping @Sendable (_ term: String) async throws -> [SearchEverywhereViewModel.Hit]
    ) {
        self.server = server
        self.library = library
        self.lookup = lookup
    }
}
