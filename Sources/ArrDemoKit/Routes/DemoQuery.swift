import Hummingbird

/// A request's query read as the *arrs' ASP.NET Core binds it: a name matches whatever its case
/// (pyarr asks Radarr for `movie?tmdbid=603`, which the real server binds to `tmdbId`).
package struct DemoQuery: Sendable {
    /// Every name (lower-cased) with its value, in the order sent.
    let pairs: [(name: String, value: Substring)]

    /// The first value of `name`, whatever the case of either.
    package func get(_ name: String) -> String? {
        let wanted = name.lowercased()
        return pairs.first { $0.name == wanted }.map { String($0.value) }
    }

    /// The first value of `name` read as `T`; nil when absent or not a `T`.
    package func get<T: LosslessStringConvertible>(_ name: String, as type: T.Type) -> T? {
        get(name).flatMap { T($0) }
    }

    /// Every value of `name` (`?ids=1&ids=2`).
    package func getAll(_ name: String) -> [String] {
        let wanted = name.lowercased()
        return pairs.filter { $0.name == wanted }.map { String($0.value) }
    }

    /// The first value of `name`.
    package subscript(_ name: String) -> String? { self.get(name) }
}

extension Request {
    /// The query, its names matched without regard to case, as the *arrs match them.
    package var arrQuery: DemoQuery {
        DemoQuery(pairs: uri.queryParameters.map { (String($0.key).lowercased(), $0.value) })
    }
}
