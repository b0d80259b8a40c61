import Foundation

/// Reads every service at once and hands over each answer as it arrives, so a slow service
/// never holds back the others' rows.
enum MergedFetch {
    /// Runs `read` on every feed concurrently; `each` takes every service's answer (or why it
    /// failed) on the main actor as soon as it comes.
    @MainActor
    static func gather<Value: Sendable>(
        _ feeds: [ActivityFeed], _ read: @escaping @Sendable (ActivityFeed) async throws -> Value,
        each: @MainActor (ServerRef, LoadedPart<Value>) -> Void
    ) async {
        await withTaskGroup(of: (ServerRef, LoadedPart<Value>).self) { group in
            for feed in feeds {
                group.addTask { (feed.source, await LoadedPart.capture { try await read(feed) }) }
            }
            for await (kind, part) in group { each(kind, part) }
        }
    }
}

/// One service that could not be read for a merged view, and why, in the user's words.
public struct ServiceFailure: Sendable, Hashable {
    /// The service.
    public let service: ServerRef
    /// Why it failed.
    public let notice: ErrorNotice

    /// The line a screen shows: "Sonarr: Sonarr refused the API key (401 Unauthorized)."
    public var message: String { "\(service.displayName) is not shown: \(notice.message)" }
}
