import Crypto
import Foundation
import Hummingbird
import ThriftwoodCore

/// A form's fields, read from a POST whose body is at most 64 KB and whose token matches the
/// session's (CSRF): every change the site makes goes through here.
enum FormPost {
    static let sizeLimit = 64 * 1024

    /// The fields of `request`'s form; throws 403 when the token is missing or wrong.
    static func read(_ request: Request, context: WebRequestContext) async throws -> [String: String] {
        var request = request
        let body = try await request.collectBody(upTo: sizeLimit)
        let fields = parse(String(buffer: body))
        guard let visit = context.visit, let token = fields["csrf"], equalInConstantTime(token, visit.session.csrfToken)
        else {
            throw HTTPError(
                .forbidden,
                message: "Refused: the form's token is missing or out of date. Reload the page and try again.")
        }
        return rowButtonPressed(fields)
    }

    /// The prefix of a row's own button inside a list's form (`row:retry` = the row's id): a
    /// button sends only its own name and value, so the action rides in the name.
    static let rowButtonPrefix = "row:"

    /// `fields` with a pressed row button (`row:ACTION=ID`) read as `action=ACTION` on `id=ID`.
    static func rowButtonPressed(_ fields: [String: String]) -> [String: String] {
        guard let pressed = fields.first(where: { $0.key.hasPrefix(rowButtonPrefix) }) else { return fields }
        var fields = fields
        fields[pressed.key] = nil
        fields["action"] = String(pressed.key.dropFirst(rowButtonPrefix.count))
        fields["id"] = pressed.value
        return fields
    }

    /// At most this much for a form with a file (a .torrent or an .nzb).
    static let uploadLimit = 16 * 1024 * 1024

    /// The fields and files of a `multipart/form-data` POST of at most ``uploadLimit``; throws
    /// 400 when it is not one, 403 when the token is missing or wrong.
    static func readUpload(_ request: Request, context: WebRequestContext) async throws -> MultipartForm {
        guard let boundary = request.headers[.contentType].flatMap(MultipartForm.boundary(of:)) else {
            throw HTTPError(.badRequest, message: "Refused: a file is sent as multipart/form-data.")
        }
        var request = request
        let body = try await request.collectBody(upTo: uploadLimit)
        guard let form = MultipartForm(Data(body.readableBytesView), boundary: boundary) else {
            throw HTTPError(.badRequest, message: "Refused: the form could not be read. Try again.")
        }
        guard let visit = context.visit, let token = form.fields["csrf"],
            equalInConstantTime(token, visit.session.csrfToken)
        else {
            throw HTTPError(
                .forbidden,
                message: "Refused: the form's token is missing or out of date. Reload the page and try again.")
        }
        return form
    }

    /// Parses `application/x-www-form-urlencoded`; a repeated name keeps its last value.
    static func parse(_ body: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = decode(parts[0])
            fields[key] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return fields
    }

    /// `fields` as a query string (sorted by name).
    static func encode(_ fields: [String: String]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return fields.sorted { $0.key < $1.key }.map { key, value in
            (key.addingPercentEncoding(withAllowedCharacters: allowed) ?? "") + "="
                + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
        }.joined(separator: "&")
    }

    private static func decode(_ part: Substring) -> String {
        let spaced = part.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }

    /// Compares two tokens without leaking where they first differ.
    static func equalInConstantTime(_ lhs: String, _ rhs: String) -> Bool {
        let left = Array(lhs.utf8)
        let right = Array(rhs.utf8)
        guard left.count == right.count else { return false }
        return zip(left, right).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }

    /// `target` when it is a path of this site (not another site's address), else `fallback`.
    /// Control characters and spaces are refused: a browser drops a TAB or a newline from an
    /// address, so `/\t/host/x` would be followed as `//host/x`, another site.
    static func localPath(_ target: String?, basePath: String, fallback: String) -> String {
        guard let target, target.hasPrefix(basePath + "/"), !target.hasPrefix("//"), !target.contains("\\"),
            !target.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " }),
            URLComponents(string: target)?.host == nil
        else { return fallback }
        return target
    }
}
