import Foundation
import ServerKit

extension ServiceKind {
    /// Where the kind serves its own iCalendar feed, under its address (Radarr's
    /// `/feed/v3/calendar/radarr.ics`), as its declaration says; nil for a kind that has none.
    public var calendarFeedPath: String? { KindRegistry.standard.declaration(of: self)?.calendarFeedPath }
}

extension ServiceServer {
    /// The server's own iCalendar feed, for a calendar app to subscribe to, with the API key
    /// as the *arrs expect it. Nil for a kind without one, and for the embedded demo, whose
    /// address changes each run (`thriftwood calendar --ics` writes a feed of every service).
    public var calendarFeedURL: String? { calendarFeedURL(revealingKey: true) }

    /// ``calendarFeedURL`` with its API key shown, or hidden behind a fixed-width mask
    /// (`…?apikey=••••••••`) for a screen someone may be looking over.
    public func calendarFeedURL(revealingKey: Bool) -> String? {
        guard connection.baseURL != Self.embeddedDemoURL, let path = kind.calendarFeedPath else { return nil }
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
