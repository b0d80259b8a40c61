import ArrKit
import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat

/// Answers of the demo download clients: JSON, or a plain text the way their errors come.
enum DemoAnswers {
    /// `value` as JSON with status 200 (and `headers`, such as a session cookie).
    static func json(
        _ value: JSONValue, status: HTTPResponse.Status = .ok, headers extra: HTTPFields = HTTPFields()
    ) -> Response {
        var headers = extra
        headers[.contentType] = "application/json"
        let data = (try? JSONEncoder().encode(value)) ?? Data("null".utf8)
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: data)))
    }

    /// A plain-text answer (SABnzbd's 403 "API Key Incorrect"; NZBGet's empty 401).
    static func text(
        _ status: HTTPResponse.Status, _ text: String, headers extra: HTTPFields = HTTPFields()
    ) -> Response {
        var headers = extra
        headers[.contentType] = "text/plain"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
