import Hummingbird

/// Reads every route's query as a browser's GET form sends it (`application/x-www-form-urlencoded`):
/// `?q=the+matrix` is "the matrix", and a plus arrives as `%2B`. Hummingbird's query reader only
/// percent-decodes, so without this a search for any title with a space finds nothing. It runs
/// first, so every route and every other protection reads the same query.
struct FormQueryMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        guard let target = request.head.path, let spelled = Self.spacesSpelledOut(inTarget: target) else {
            return try await next(request, context)
        }
        var head = request.head
        head.path = spelled
        return try await next(Request(head: head, body: request.body), context)
    }

    /// `target` with each `+` of its query written `%20` (its path and `%2B` as they are), or nil
    /// when there is none.
    static func spacesSpelledOut(inTarget target: String) -> String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        let query = target[target.index(after: mark)...]
        guard query.contains("+") else { return nil }
        return String(target[...mark]) + String(query).replacing("+", with: "%20")
    }
}
