import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// The answers the site gives: pages, plain text, assets and redirects.
enum WebResponse {
    /// An HTML page.
    static func page(_ html: HTML, status: HTTPResponse.Status = .ok) -> Response {
        Response(
            status: status, headers: [.contentType: "text/html; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: html.markup)))
    }

    /// Plain text (refusals before a page can be drawn).
    static func text(_ text: String, status: HTTPResponse.Status) -> Response {
        Response(
            status: status, headers: [.contentType: "text/plain; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(string: text + "\n")))
    }

    /// One of the site's own files, cached by the browser for an hour.
    static func asset(_ text: String, type: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: type, .cacheControl: "public, max-age=3600"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }

    /// A file to save (a server's backup), never cached; `name` is already safe (letters,
    /// digits, dots, dashes, underscores).
    static func download(_ data: Data, named name: String, type: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: type, .contentDisposition: "attachment; filename=\"\(name)\"", .cacheControl: "no-store",
            ], body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// "See other": after a POST, or to the sign-in page.
    static func redirect(to location: String) -> Response {
        Response(status: .seeOther, headers: [.location: location])
    }
}
