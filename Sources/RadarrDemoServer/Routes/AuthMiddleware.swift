import Hummingbird

/// Radarr's API-key check: `apikey` query first, then `X-Api-Key`, then `Authorization: Bearer`.
struct AuthMiddleware<Context: RequestContext>: RouterMiddleware {
    let apiKey: String
    let faults: DemoFaults

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let presented =
            request.uri.queryParameters.get("apikey")
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
