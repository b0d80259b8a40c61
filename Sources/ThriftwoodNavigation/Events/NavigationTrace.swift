import Foundation

/// A navigator's recent events as a file: where the person started, and each command with where
/// it came from, what it did and the state it left. A bug report carries one; replaying it
/// (``Navigator/replay(_:)``) re-drives a navigator along the same path without the servers.
public struct NavigationTrace<Route: Hashable & Sendable & Codable>: Sendable, Codable {
    /// One recorded command.
    public struct Step: Sendable, Codable {
        /// Where the command came from.
        public var source: NavigationSource
        /// The command.
        public var command: NavigationCommand<Route>
        /// What it did then.
        public var outcome: NavigationOutcome<Route>
        /// The state it left.
        public var after: NavigationState<Route>
        /// When it happened.
        public var at: Date
        /// The breadcrumb the person saw after it, from the root ("Home › Radarr › Blade Runner"),
        /// when the app that wrote the trace named its screens.
        public var crumbs: [String]?

        /// Creates a step.
        public init(
            source: NavigationSource, command: NavigationCommand<Route>, outcome: NavigationOutcome<Route>,
            after: NavigationState<Route>, at: Date, crumbs: [String]? = nil
        ) {
            self.source = source
            self.command = command
            self.outcome = outcome
            self.after = after
            self.at = at
            self.crumbs = crumbs
        }
    }

    /// The format the trace was written in.
    public var version: Int
    /// The state before the first step.
    public var start: NavigationState<Route>
    /// The commands, oldest first.
    public var steps: [Step]

    /// Creates a trace starting at `start`.
    public init(start: NavigationState<Route>, steps: [Step]) {
        self.version = NavigationTraceFormat.version
        self.start = start
        self.steps = steps
    }

    /// The trace of `events` (oldest first), each step named by `crumbs` of the state it left.
    public init(events: [NavigationEvent<Route>], crumbs: (NavigationState<Route>) -> [String]? = { _ in nil }) {
        self.init(
            start: events.first?.before ?? NavigationState(),
            steps: events.map { event in
                Step(
                    source: event.source, command: event.command, outcome: event.outcome, after: event.after,
                    at: event.timestamp, crumbs: crumbs(event.after))
            })
    }
}

extension NavigationTrace {
    /// Reads a trace written by this or an earlier build of the same format; `userInfo` is what
    /// the routes' decoding is given (the app's kinds, say).
    public static func decode(
        from data: Data, userInfo: [CodingUserInfoKey: any Sendable] = [:]
    ) throws(NavigationTraceError) -> NavigationTrace {
        let decoder = JSONDecoder()
        decoder.userInfo = userInfo
        decoder.dateDecodingStrategy = .iso8601
        let header: NavigationTraceFormat.Header
        do {
            header = try decoder.decode(NavigationTraceFormat.Header.self, from: data)
        } catch {
            throw .unreadable("it has no format version (\(NavigationTraceFormat.describe(error)))")
        }
        guard header.version == NavigationTraceFormat.version else { throw .unsupportedVersion(header.version) }
        do {
            return try decoder.decode(NavigationTrace.self, from: data)
        } catch {
            throw .unreadable(NavigationTraceFormat.describe(error))
        }
    }

    /// The trace as JSON, dates in ISO 8601, keys sorted (so two traces diff line by line).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
