import Foundation
import ServerKit

extension KindRegistry {
    /// `server`'s own iCalendar feed, for a calendar app to subscribe to, with the API key as the
    /// *arrs expect it — at the path its kind's declaration gives (Radarr's
    /// `/feed/v3/calendar/radarr.ics`). Nil for a kind without one, and for the embedded demo,
    /// whose address changes each run (`thriftwood calendar --ics` writes a feed of every service).
    /// Hidden (`revealingKey` false), the key is a fixed-width mask for a screen someone may be
    /// looking over.
    public func calendarFeedURL(of server: ServiceServer, revealingKey: Bool = true) -> String? {
        server.calendarFeedURL(path: declaration(of: server.kind)?.calendarFeedPath, revealingKey: revealingKey)
    }
}

extension ServiceServer {
    /// The server's iCalendar feed at `path` under its address (nil: none, as for the demo).
    func calendarFeedURL(path: String?, revealingKey: Bool) -> String? {
        guard connection.baseURL != Self.embeddedDemoURL, let path else { return nil }
        guard revealingKey else { return "\(trimmedBase)\(path)?apikey=••••••••" }
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let key = connection.apiKey.addingPercentEncoding(withAllowedCharacters: allowed) ?? connection.apiKey
        return "\(trimmedBase)\(path)?apikey=\(key)"
    }

    private var trimmedBase: String {
        var base = connection.baseURL
        while base.hasSuffix("/") { base.removeLast() }
        return base
    }
}
