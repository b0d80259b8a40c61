import Foundation

/// A `multipart/form-data` body as the demos read an upload (qBittorrent's `torrents/add`,
/// SABnzbd's `addfile`): each part's field name, file name and bytes.
struct DemoMultipart {
    /// One part.
    struct Part {
        var name: String
        var filename: String?
        var contents: Data
    }

    /// The parts of `body`, split on the boundary `contentType` names; empty when it names none.
    static func parts(of body: Data, contentType: String) -> [Part] {
        guard let range = contentType.range(of: "boundary=") else { return [] }
        let boundary = contentType[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        let delimiter = Data(("--" + boundary).utf8)
        var parts: [Part] = []
        var rest = body[...]
        while let start = rest.range(of: delimiter) {
            rest = rest[start.upperBound...]
            guard let next = rest.range(of: delimiter) else { break }
            let chunk = rest[rest.startIndex..<next.lowerBound]
            if let part = part(chunk) { parts.append(part) }
        }
        return parts
    }

    /// One part: headers, a blank line, the contents (without the line break before the next
    /// delimiter).
    private static func part(_ chunk: Data.SubSequence) -> Part? {
        guard let split = chunk.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let headers = String(decoding: chunk[chunk.startIndex..<split.lowerBound], as: UTF8.self)
        var contents = Data(chunk[split.upperBound...])
        if contents.suffix(2) == Data("\r\n".utf8) { contents.removeLast(2) }
        guard let name = parameter("name", in: headers) else { return nil }
        return Part(name: name, filename: parameter("filename", in: headers), contents: contents)
    }

    /// A quoted parameter of the Content-Disposition header.
    private static func parameter(_ name: String, in headers: String) -> String? {
        guard let range = headers.range(of: "; \(name)=\"") else { return nil }
        return String(headers[range.upperBound...].prefix { $0 != "\"" })
    }
}
