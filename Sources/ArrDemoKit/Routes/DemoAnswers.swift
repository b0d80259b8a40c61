import ArrKit
import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat

/// Answers of the demo servers that are not *arrs (download clients, Seerr): JSON, or a plain
/// text the way their errors come.
public enum DemoAnswers {
    /// `value` as JSON with status 200 (and `headers`, such as a session cookie).
    public static func json(
        _ value: JSONValue, status: HTTPResponse.Status = .ok, headers extra: HTTPFields = HTTPFields()
    ) -> Response {
        var headers = extra
        headers[.contentType] = "application/json"
        let data = (try? JSONEncoder().encode(value)) ?? Data("null".utf8)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: data)))
    }

    /// An empty answer with `status` (a 204 after a delete).
    public static func empty(_ status: HTTPResponse.Status = .noContent) -> Response {
        Response(status: status)
    }

    /// The router every such demo starts from: the fault middleware, and the group routes go
    /// in (the URL base, if any).
    public static func router(
        _ configuration: DemoServerConfiguration, faults: DemoFaults, caseInsensitive: Bool = false
    ) throws(DemoServerError) -> (Router<BasicRequestContext>, RouterGroup<BasicRequestContext>) {
        var base = try configuration.normalisedURLBase()
        let router = Router()
        router.add(middleware: FaultMiddleware(faults: faults))
        // The *arrs route paths in any case (ASP.NET), their URL base too: `run` lowers the case
        // of every path (``DemoRequestTarget``), so routes are added in lower case.
        if caseInsensitive { base = base.lowercased() }
        let root = base.isEmpty ? router.group() : router.group(RouterPath(String(base.dropFirst())))
        return (router, root)
    }

    /// A plain-text answer (SABnzbd's 403 "API Key Incorrect"; NZBGet's empty 401).
    public static func text(
        _ status: HTTPResponse.Status, _ text: String, headers extra: HTTPFields = HTTPFields()
    ) -> Response {
        var headers = extra
        headers[.contentType] = "text/plain"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
