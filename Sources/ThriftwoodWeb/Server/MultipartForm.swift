import Foundation

/// A `multipart/form-data` body (a form with a file), read into its text fields and its files.
struct MultipartForm: Sendable {
    /// One uploaded file: the name the browser gave it and its bytes.
    struct File: Sendable {
        let name: String
        let contents: Data
    }

    /// The text fields; a repeated name keeps its last value.
    var fields: [String: String] = [:]
    /// The files, by field name.
    var files: [String: File] = [:]

    /// The boundary a `Content-Type` header names, nil when it is not multipart form data.
    static func boundary(of contentType: String) -> String? {
        let parts = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.first?.lowercased() == "multipart/form-data" else { return nil }
        for part in parts.dropFirst() where part.lowercased().hasPrefix("boundary=") {
            let value = part.dropFirst("boundary=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return value.isEmpty || value.count > 200 ? nil : value
        }
        return nil
    }

    /// Reads `body` split at `boundary`; nil when it is not well formed.
    init?(_ body: Data, boundary: String) {
        let delimiter = Data(("--" + boundary).utf8)
        let headerEnd = Data("\r\n\r\n".utf8)
        var cursor = body.startIndex
        guard let first = body.range(of: delimiter, in: cursor..<body.endIndex) else { return nil }
        cursor = first.upperBound
        while true {
            // "--" after a delimiter ends the body; otherwise a part follows its line break.
            if body[cursor...].starts(with: Data("--".utf8)) { return }
            guard body[cursor...].starts(with: Data("\r\n".utf8)) else { return nil }
            let partStart = body.index(cursor, offsetBy: 2)
            guard let next = body.range(of: Data("\r\n".utf8) + delimiter, in: partStart..<body.endIndex),
                let split = body.range(of: headerEnd, in: partStart..<next.lowerBound)
            else { return nil }
            let headers = String(decoding: body[partStart..<split.lowerBound], as: UTF8.self)
            let contents = Data(body[split.upperBound..<next.lowerBound])
            if let disposition = Self.disposition(headers), let name = disposition["name"] {
                if let fileName = disposition["filename"] {
                    if !fileName.isEmpty { files[name] = File(name: Self.lastComponent(fileName), contents: contents) }
                } else {
                    fields[name] = String(decoding: contents, as: UTF8.self)
                }
            }
            cursor = next.upperBound
        }
    }

    /// The parameters of a part's `Content-Disposition: form-data; name="…"; filename="…"`.
    private static func disposition(_ headers: String) -> [String: String]? {
        let line = headers.split(separator: "\r\n").first {
            $0.lowercased().hasPrefix("content-disposition:")
        }
        guard let line else { return nil }
        var parameters: [String: String] = [:]
        for part in line.split(separator: ";").dropFirst() {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { continue }
            parameters[pair[0].lowercased()] = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        return parameters
    }

    /// A file name without any folder a browser put before it.
    private static func lastComponent(_ name: String) -> String {
        String(name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? "")
    }
}
