import Foundation

/// Reads every service at once and keeps what each answered or why it could not.
enum MergedFetch {
    /// Runs `read` on every feed concurrently; the result is keyed by service.
    static func gather<Value: Sendable>(
        _ feeds: [ActivityFeed], _ read: @escaping @Sendable (ActivityFeed) async throws -> Value
    ) async -> [ServiceKind: LoadedPart<Value>] {
        await withTaskGroup(of: (ServiceKind, LoadedPart<Value>).self) { group in
            for feed in feeds {
                group.addTask { (feed.kind, await LoadedPart.capture { try await read(feed) }) }
            }
            var parts: [ServiceKind: LoadedPart<Value>] = [:]
            for await (kind, part) in group { parts[kind] = part }
            return parts
        }
    }
}

/// One service that could not be read for a merged view, and why, in the user's words.
public struct ServiceFailure: Sendable, Hashable {
    /// The service.
    public let service: ServiceKind
    /// Why it failed.
    public let notice: ErrorNotice

    /// The line a screen shows: "Sonarr: Sonarr refused the API key (401 Unauthorized)."
    public var message: String { "\(service.displayName) is not shown: \(notice.message)" }
}
