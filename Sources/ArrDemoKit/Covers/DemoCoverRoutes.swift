import Foundation
import Hummingbird
import NIOCore

/// The routes of ``DemoCovers``: the key-checked API path, and the plain `/MediaCover/…` path
/// the web interface uses, which wants the web login and refuses the key.
struct DemoCoverRoutes<Context: RequestContext>: Sendable {
    let covers: DemoCovers
    let webLogin: Bool
    let urlBase: String

    func register(api: RouterGroup<Context>, root: RouterGroup<Context>) {
        let covers = covers
        for scope in covers.scopes.keys.sorted() {
            let path = scope.isEmpty ? "mediacover/:id/:file" : "mediacover/\(scope)/:id/:file"
            api.get(RouterPath(path)) { request, context in
                await Self.answer(covers, scope: scope, request, context)
            }
        }
        let webLogin = webLogin
        let urlBase = urlBase
        root.get("mediacover/**") { request, _ in
            guard webLogin else { return Response(status: .unauthorized) }
            var headers = HTTPFields()
            headers[.location] = "\(urlBase)/login?returnUrl=\(urlBase)\(request.uri.path)"
            return Response(status: .found, headers: headers)
        }
    }

    private static func answer(
        _ covers: DemoCovers, scope: String, _ request: Request, _ context: Context
    ) async
        -> Response
    {
        guard let id = context.parameters.get("id").flatMap({ Int($0) }),
            let file = context.parameters.get("file"),
            let bytes = await covers.picture(scope: scope, id: id, fileName: file)
        else { return Response(status: .notFound) }
        var headers = HTTPFields()
        headers[.lastModified] = HTTPDate.format(covers.writtenAt)
        if let since = request.headers[.ifModifiedSince].flatMap(HTTPDate.parse), since >= covers.writtenAt {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "image/jpeg"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}

/// HTTP's date format (RFC 9110's IMF-fixdate), written and read.
enum HTTPDate {
    static func format(_ date: Date) -> String { formatter().string(from: date) }

    static func parse(_ text: String) -> Date? { formatter().date(from: text) }

    private static func formatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter
    }
}
