import ArrKit

/// Radarr's own commands.
extension CommandRequest {
    /// Searches indexers for the given movies.
    public static func moviesSearch(_ ids: [Int]) -> CommandRequest {
        CommandRequest(name: "MoviesSearch", movieIds: ids)
    }
    /// Refreshes metadata and rescans files for the given movies.
    public static func refreshMovie(_ ids: [Int]) -> CommandRequest {
        CommandRequest(name: "RefreshMovie", movieIds: ids)
    }
    /// Searches for every missing movie.
    public static let missingMoviesSearch = CommandRequest(name: "MissingMoviesSearch")
    /// Searches for an upgrade of every movie below its profile's cutoff.
    public static let cutoffUnmetMoviesSearch = CommandRequest(name: "CutoffUnmetMoviesSearch")
}
