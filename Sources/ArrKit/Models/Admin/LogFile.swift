import Foundation

/// One of the server's log files from `GET /log/file`.
public struct LogFile: Hashable, Sendable, Codable, Identifiable {
    /// The file's id.
    public var id: Int
    /// Its name (`radarr.txt`, `radarr.0.txt`), what `GET /log/file/{name}` reads.
    public var filename: String?
    /// When it was last written.
    public var lastWriteTime: Date?

    /// Creates a log file record.
    public init(id: Int, filename: String? = nil, lastWriteTime: Date? = nil) {
        self.id = id
        self.filename = filename
        self.lastWriteTime = lastWriteTime
    }

    private enum CodingKeys: String, CodingKey { case id, filename, lastWriteTime }

    /// Reads a log file record leniently.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = c.lenientInt(forKey: .id) ?? 0
        filename = try? c.decodeIfPresent(String.self, forKey: .filename)
        lastWriteTime = c.lenientDate(forKey: .lastWriteTime)
    }

    /// Whether `name` is a log file name the server serves (`[-.a-zA-Z0-9]+.txt`, as its API
    /// document says): anything else is refused before a request is made.
    public static func isValidName(_ name: String) -> Bool {
        name.hasSuffix(".txt") && name.count > 4 && name.count <= 255
            && name.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == ".")
            } && !name.hasPrefix(".")
    }
}
