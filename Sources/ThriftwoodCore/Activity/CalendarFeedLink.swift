import Foundation
import ServerKit

extension ServiceServer {
    /// The server's own iCalendar feed, for a calendar app to subscribe to: Radarr's
    /// `/feed/v3/calendar/radarr.ics`, Sonarr's `/feed/v3/calendar/Sonarr.ics`, with the API
    /// key as the servers expect it. Nil for the embedded demo, whose address changes each run
    /// (`thriftwood calendar --ics` writes a feed of every service instead).
    public var calendarFeedURL: String? {
        guard connection.baseURL != Self.embeddedDemoURL else { return nil }
        var base = connection.baseURL
        while base.hasSuffix("/") { base.removeLast() }
        let file = kind == .sonarr ? "Sonarr.ics" : "radarr.ics"
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let key = connection.apiKey.addingPercentEncoding(withAllowedCharacters: allowed) ?? connection.apiKey
        return "\(base)/feed/v3/calendar/\(file)?apikey=\(key)"
    }
}
