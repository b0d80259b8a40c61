import RadarrAPI

/// Radarr's movie model, named apart from anything the tests define.
typealias RadarrAPIMovie = RadarrAPI.Movie
