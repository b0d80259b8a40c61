import Hummingbird

/// The *arr API-key check: `apikey` query first, then `X-Api-Key`, then `Authorization: Bearer`.
package struct AuthMiddleware<Context: RequestContext>: RouterMiddleware {
    let apiKey: String
    let faults: DemoFaults

    /// Checks for `apiKey`, or refuses every key while the `unauthorized` fault is on.
    package init(apiKey: String, faults: DemoFaults) {
        self.apiKey = apiKey
        self.faults = faults
    }

    /// Answers 401 with an empty body unless the request carries the key.
    package func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let presented: String? =
            request.arrQuery.get("apikey")
            ?? request.headers.first { $0.name.canonicalName == "x-api-key" }?.value
            ?? request.headers[.authorization].flatMap { header in
                header.lowercased().hasPrefix("bearer ") ? String(header.dropFirst(7)) : nil
            }
        guard !faults.current.unauthorized, presented == apiKey else {
            return Response(status: .unauthorized, body: ResponseBody())
        }
        return try await next(request, context)
    }
}
