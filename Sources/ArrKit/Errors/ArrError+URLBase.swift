import Foundation

extension ArrError.Problem {
    /// The URL base a redirect's `target` puts before the API (`/radarr4k` in
    /// `/radarr4k/api/v3/system/status?apikey=…`): an *arr sends a request outside its URL base
    /// under it. Nil when the target has nothing before `/api/`.
    static func urlBase(in target: String) -> String? {
        let path = URLComponents(string: target)?.path ?? target
        guard let api = path.range(of: "/api/", options: .caseInsensitive) else { return nil }
        let base = String(path[..<api.lowerBound])
        return base.isEmpty ? nil : base
    }
}
