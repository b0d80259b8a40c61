import Foundation

/// Somewhere Thriftwood passes events on to, per profile: an ntfy topic, a Gotify server, an
/// Apprise API, a JSON webhook; with the events it wants and the hours it should keep quiet.
public struct NotificationTarget: Hashable, Sendable, Codable {
    /// Its name in the profile ("Phone").
    public var name: String
    /// Its kind's id (`ntfy`, `gotify`, `apprise`, `webhook`).
    public var kind: String
    /// The server's address (`https://ntfy.sh`, `http://gotify.lan`), or the webhook's URL.
    public var url: String
    /// ntfy's topic, Apprise's configuration key; nil for kinds without one.
    public var topic: String?
    /// The token or key it is sent with (ntfy's access token, Gotify's app token); kept in the
    /// database like the servers' API keys, never printed.
    public var token: String?
    /// Which events it gets.
    public var filter: EventFilter
    /// When it gets only urgent events; nil: always everything its filter takes.
    public var quiet: QuietHours?
    /// The last delivery that failed, in words, and when; nil once one succeeds.
    public var lastFailure: String?

    /// A target called `name` of kind `kind` at `url`.
    public init(
        name: String, kind: String, url: String, topic: String? = nil, token: String? = nil,
        filter: EventFilter = EventFilter(), quiet: QuietHours? = nil, lastFailure: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.url = url
        self.topic = topic
        self.token = token
        self.filter = filter
        self.quiet = quiet
        self.lastFailure = lastFailure
    }

    /// Whether it wants `event` at `date` (in `zone`'s hours).
    public func wants(_ event: StackEvent, at date: Date, in zone: TimeZone = .current) -> Bool {
        guard filter.takes(event) else { return false }
        guard let quiet, quiet.contains(date, in: zone) else { return true }
        return event.type.urgency == .high
    }
}

/// Which events go somewhere: by the server's kind, the server, the event's type; an empty
/// list takes every one.
public struct EventFilter: Hashable, Sendable, Codable {
    /// Kinds' ids (`radarr`); empty: every kind.
    public var kinds: [String]
    /// Servers' slugs (`radarr-4k`); empty: every server.
    public var servers: [String]
    /// Event types; empty: every type but tests (a test goes only to `targets test`).
    public var types: [StackEventType]

    /// A filter taking the kinds, servers and types given (empty: all).
    public init(kinds: [String] = [], servers: [String] = [], types: [StackEventType] = []) {
        self.kinds = kinds
        self.servers = servers
        self.types = types
    }

    /// Whether `event` passes.
    public func takes(_ event: StackEvent) -> Bool {
        (kinds.isEmpty || kinds.contains { $0.caseInsensitiveCompare(event.server.kind) == .orderedSame })
            && (servers.isEmpty || servers.contains { $0.caseInsensitiveCompare(event.server.slug) == .orderedSame })
            && (types.isEmpty ? event.type != .test : types.contains(event.type))
    }

    /// In words, for lists: "Radarr, Sonarr · downloaded, health issue", or "everything".
    public var summary: String {
        var parts: [String] = []
        if !kinds.isEmpty { parts.append(kinds.joined(separator: ", ")) }
        if !servers.isEmpty { parts.append(servers.joined(separator: ", ")) }
        if !types.isEmpty { parts.append(types.map { $0.label.lowercased() }.joined(separator: ", ")) }
        return parts.isEmpty ? "everything" : parts.joined(separator: " · ")
    }
}

/// Hours in which only urgent events are passed on, e.g. 22:00–07:00 (across midnight).
public struct QuietHours: Hashable, Sendable, Codable {
    /// Minutes after midnight it starts.
    public var start: Int
    /// Minutes after midnight it ends.
    public var end: Int

    /// Quiet from `start` to `end`, minutes after midnight.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// The hours `text` writes as `HH:MM-HH:MM`; nil when it does not.
    public init?(_ text: String) {
        let parts = text.split(separator: "-").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let start = Self.minutes(parts[0]), let end = Self.minutes(parts[1]), start != end
        else { return nil }
        self.init(start: start, end: end)
    }

    /// Whether `date` falls in these hours on `zone`'s clock.
    public func contains(_ date: Date, in zone: TimeZone = .current) -> Bool {
        let time = CivilTime(date, in: zone)
        let now = time.hour * 60 + time.minute
        return start < end ? (now >= start && now < end) : (now >= start || now < end)
    }

    /// "22:00–07:00".
    public var label: String { Self.clock(start) + "–" + Self.clock(end) }

    private static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0..<24).contains(hour),
            (0..<60).contains(minute)
        else { return nil }
        return hour * 60 + minute
    }

    private static func clock(_ minutes: Int) -> String {
        let hour = minutes / 60
        let minute = minutes % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }
}
