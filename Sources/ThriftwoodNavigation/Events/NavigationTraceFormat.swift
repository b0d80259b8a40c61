import Foundation

/// The file format of navigation traces.
public enum NavigationTraceFormat {
    /// The format this build writes and reads.
    public static let version = 1

    /// The part of a trace read first.
    struct Header: Decodable {
        let version: Int
    }

    /// A decoding error in words: what was wrong, and where.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .dataCorrupted(let context): return "the JSON is damaged at \(location(of: context))"
        case .keyNotFound(let key, let context): return "“\(key.stringValue)” is missing at \(location(of: context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "an unexpected value at \(location(of: context))"
        @unknown default: return "\(error)"
        }
    }

    private static func location(of context: DecodingError.Context) -> String {
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return path.isEmpty ? "the top" : path.joined(separator: ".")
    }
}

/// Why a trace cannot be replayed.
public enum NavigationTraceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file is not a trace, or not one this build reads.
    case unreadable(String)
    /// The trace was written in a format this build does not read.
    case unsupportedVersion(Int)

    /// A sentence for the person.
    public var description: String {
        switch self {
        case .unreadable(let reason): "This is not a navigation trace Thriftwood can read: \(reason)"
        case .unsupportedVersion(let version):
            "This navigation trace is in format \(version); this Thriftwood reads format \(NavigationTraceFormat.version)."
        }
    }
}
