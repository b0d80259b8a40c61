import Foundation

/// The JSON coders that speak Radarr's wire format.
public enum ArrJSON {
    /// A decoder for the *arrs' answers (Radarr, Sonarr, Lidarr, Prowlarr): their dates with or without
    /// fractional seconds.
    public static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            guard let date = ArrDate.parse(text) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "'\(text)' is not an ISO 8601 date"))
            }
            return date
        }
        return decoder
    }

    /// `data` made readable by JSONDecoder where a server was careless: byte sequences that
    /// are not UTF-8 become U+FFFD and raw control characters become `\u00XX` escapes, so
    /// one bad byte in a title costs that character, not the record. Clean data, the usual
    /// case, is returned as it is after one scan.
    public static func repaired(_ data: Data) -> Data {
        func isControl(_ byte: UInt8) -> Bool { byte < 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09 }
        let valid = String(validating: data, as: UTF8.self) != nil
        // Scanned through the raw bytes: Data's own iterator made this check a tenth of decoding.
        if valid && !data.withUnsafeBytes({ $0.contains(where: isControl) }) { return data }
        var output = Data()
        output.reserveCapacity(data.count)
        for byte in (valid ? data : Data(String(decoding: data, as: UTF8.self).utf8)) {
            if isControl(byte) {
                output.append(contentsOf: Array(String(format: "\\u%04x", Int(byte)).utf8))
            } else {
                output.append(byte)
            }
        }
        return output
    }

    /// Decodes a JSON array on every core (how the client decodes `GET /movie`); elements
    /// that cannot be read are left out.
    public static func decodeArray<Element: Decodable & Sendable>(
        _ type: Element.Type, from data: Data
    ) async throws -> [Element] {
        try await ParallelArrayDecoder.decode(type, from: data).elements.map(\.element)
    }

    /// Decodes a JSON array on every core, keeping each element's exact JSON alongside it
    /// and saying which elements could not be read.
    public static func decodeArrayKeepingJSON<Element: Decodable & Sendable>(
        _ type: Element.Type, from data: Data
    ) async throws -> ReadableArray<Element> {
        try await ParallelArrayDecoder.decode(type, from: data)
    }

    /// An encoder for request bodies and the demo server: Radarr's date format, nils left out.
    public static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ArrDate.format(date))
        }
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }
}
