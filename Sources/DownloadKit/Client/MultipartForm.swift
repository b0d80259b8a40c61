import Foundation

/// A `multipart/form-data` body, as clients take an uploaded file (qBittorrent's
/// `torrents/add`, SABnzbd's `addfile`): text fields, then files.
struct MultipartForm: Sendable {
    /// One uploaded file.
    struct File: Sendable {
        var field: String
        var filename: String
        var contentType: String
        var contents: Data
    }

    /// The boundary between parts; long and random, so no file holds it.
    let boundary = "thriftwood-" + UUID().uuidString + UUID().uuidString
    /// The text fields.
    var fields: [(String, String)]
    /// The files.
    var files: [File]

    /// The Content-Type header, naming the boundary.
    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// The encoded body.
    var body: Data {
        var data = Data()
        func line(_ text: String) { data.append(contentsOf: Array((text + "\r\n").utf8)) }
        for (name, value) in fields {
            line("--\(boundary)")
            line("Content-Disposition: form-data; name=\"\(Self.quoted(name))\"")
            line("")
            line(value)
        }
        for file in files {
            line("--\(boundary)")
            line(
                "Content-Disposition: form-data; name=\"\(Self.quoted(file.field))\"; "
                    + "filename=\"\(Self.quoted(file.filename))\"")
            line("Content-Type: \(file.contentType)")
            line("")
            data.append(file.contents)
            line("")
        }
        line("--\(boundary)--")
        return data
    }

    /// A name as a quoted header parameter holds it: quotes and line breaks cannot end it early.
    static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "")
            .replacingOccurrences(of: "\n", with: "")
    }
}
