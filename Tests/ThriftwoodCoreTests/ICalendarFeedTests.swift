import Foundation
import ServerKit
import Testing

@testable import ThriftwoodCore

@Suite("The iCalendar feed of the merged calendar")
struct ICalendarFeedTests {
    private let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test("a release is an all-day event and an airing lasts its runtime, in UTC")
    func eventShapes() {
        let release = ActivityRow(
            service: .radarr, id: "release/1/digital", title: "Fight Club (1999)", detail: "20th Century Fox",
            label: StatusLabel("Digital", .neutral), date: Date(timeIntervalSince1970: 1_795_392_000), route: nil)
        let airing = ActivityRow(
            service: .sonarr, id: "episode/7", title: "Severance S02E06", detail: "Attila",
            label: StatusLabel("Airs", .neutral), date: Date(timeIntervalSince1970: 1_795_467_600), duration: 3_000,
            route: nil)
        let feed = ICalendarFeed.write([release, airing], now: now)
        #expect(feed.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(feed.hasSuffix("END:VCALENDAR\r\n"))
        #expect(feed.contains("UID:radarr/release/1/digital@thriftwood\r\n"))
        #expect(feed.contains("DTSTART;VALUE=DATE:20261123\r\nDTEND;VALUE=DATE:20261124\r\n"))
        #expect(feed.contains("DTSTART:20261123T210000Z\r\nDTEND:20261123T215000Z\r\n"))
        #expect(feed.contains("SUMMARY:Severance S02E06 · Attila\r\n"))
        #expect(feed.contains("SUMMARY:Fight Club (1999) · Digital\r\n"))
        #expect(!feed.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test("text is escaped and long lines fold at 75 octets without splitting a character")
    func escapingAndFolding() {
        #expect(ICalendarFeed.escape("a;b,c\\d\ne") == #"a\;b\,c\\d\ne"#)
        let line = "SUMMARY:" + String(repeating: "Shōgun ", count: 30)
        let folded = ICalendarFeed.fold(line)
        let parts = folded.components(separatedBy: "\r\n")
        #expect(parts.count > 1)
        #expect(parts.allSatisfy { $0.utf8.count <= 75 })
        #expect(parts.dropFirst().allSatisfy { $0.hasPrefix(" ") })
        #expect(
            parts.enumerated().map { $0.offset == 0 ? $0.element : String($0.element.dropFirst()) }.joined() == line)
    }
}

@Suite("Each service's own calendar feed address")
struct CalendarFeedLinkTests {
    @Test("Radarr's, Sonarr's and Lidarr's feeds sit under their base with the key; the demo and other kinds have none")
    func feedURLs() {
        let radarr = ServiceServer(
            kind: .radarr, connection: ServerConnection(baseURL: "http://nas:7878/radarr/", apiKey: "k 1"))
        let sonarr = ServiceServer(
            kind: .sonarr, connection: ServerConnection(baseURL: "https://tv.home", apiKey: "abc"))
        let demo = ServiceServer(
            kind: .sonarr, connection: ServerConnection(baseURL: ServiceServer.embeddedDemoURL, apiKey: "demo"))
        #expect(
            KindRegistry.standard.calendarFeedURL(of: radarr)
                == "http://nas:7878/radarr/feed/v3/calendar/radarr.ics?apikey=k%201")
        #expect(
            KindRegistry.standard.calendarFeedURL(of: sonarr)
                == "https://tv.home/feed/v3/calendar/Sonarr.ics?apikey=abc")
        #expect(KindRegistry.standard.calendarFeedURL(of: demo) == nil)
        let lidarr = ServiceServer(
            kind: .lidarr, connection: ServerConnection(baseURL: "http://nas:8686", apiKey: "m"))
        #expect(
            KindRegistry.standard.calendarFeedURL(of: lidarr) == "http://nas:8686/feed/v1/calendar/lidarr.ics?apikey=m")
        for kind in [ServiceKind.sabnzbd, .qbittorrent, .seerr, .tautulli] {
            let other = ServiceServer(kind: kind, connection: ServerConnection(baseURL: "http://nas:1", apiKey: "x"))
            #expect(KindRegistry.standard.calendarFeedURL(of: other) == nil, "\(kind)")
        }
    }
}
