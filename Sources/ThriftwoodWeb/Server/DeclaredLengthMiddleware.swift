import HTTPTypes
import Hummingbird

/// Refuses a body larger than any route takes as soon as its `Content-Length` says so (413),
/// before a byte of it is read: a sender declaring 2 GB is answered at once instead of holding
/// a connection while it sends.
struct DeclaredLengthMiddleware: RouterMiddleware {
    typealias Context = WebRequestContext

    /// The largest body any route reads (an upload's).
    static let largest = FormPost.uploadLimit

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        if let declared = request.headers[.contentLength].flatMap({ Int($0) }), declared > Self.largest {
            var response = WebResponse.text(
                "Refused: the body is larger than \(Self.largest / 1_048_576) MB.", status: .contentTooLarge)
            response.headers[.connection] = "close"
            return response
        }
        return try await next(request, context)
    }
}
