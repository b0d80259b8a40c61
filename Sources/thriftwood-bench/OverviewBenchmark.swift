import ArrDemoKit
import ArrKit
import AsyncHTTPClient
import Foundation
import RadarrAPI
import RadarrDemoServer
import ServerKit
import SonarrAPI
import SonarrDemoServer
import ThriftwoodCore

/// The views across services at 10,000 movies and 2,000 series: search as you type over
/// both libraries, and a month of the merged calendar.
func overviewBenchmark() async throws {
    Report.line("8. Across services: 10,000 generated movies + 2,000 generated series")
    let http = HTTPClient(eventLoopGroupProvider: .singleton)
    let radarr = OnDemandDemoServer(
        RadarrDemoServer.self, configuration: DemoServerConfiguration(generatedItems: 10_000, seed: 3))
    let sonarr = OnDemandDemoServer(
        SonarrDemoServer.self, configuration: DemoServerConfiguration(generatedItems: 2_000, seed: 5))
    let movieServer = try await radarr.connection()
    let seriesServer = try await sonarr.connection()
    let movies = try await MovieSummary.decodeLibrary(
        try await fetch("\(movieServer.baseURL)/api/v3/movie", key: movieServer.apiKey, http: http)
    ).movies.map(\.summary)
    let series = try await ArrJSON.decodeArray(
        Series.self,
        from: try await fetch("\(seriesServer.baseURL)/api/v3/series", key: seriesServer.apiKey, http: http))
    try check(movies.count == 10_000 && series.count == 2_000, "libraries: \(movies.count) + \(series.count)")
    let (movieIndex, seriesIndex) = (LibraryIndex(movies), SeriesIndex(series))
    var worst = 0.0
    var hits = 0
    let typed = "golden sig"
    for length in 1...typed.count {
        let prefix = String(typed.prefix(length))
        let ms = Measure.best(runs: 5) {
            hits = SearchEverywhereViewModel.libraryHits(for: prefix, movies: movieIndex, series: seriesIndex).count
        }
        worst = max(worst, ms)
    }
    Measure.report("  search both libraries as you type (worst keystroke)", worst, "ms", budget: (2, true))
    Report.line("    (\"\(typed)\": \(hits) hits)")

    // A month of both calendars as the servers answer it, then the merged calendar's work.
    let start = Date()
    let end = start.addingTimeInterval(30 * 86_400)
    let range = "start=\(ArrDate.format(start))&end=\(ArrDate.format(end))&unmonitored=true"
    let releases = try ArrJSON.makeDecoder().decode(
        [Movie].self,
        from: try await fetch("\(movieServer.baseURL)/api/v3/calendar?\(range)", key: movieServer.apiKey, http: http))
    let airings = try ArrJSON.makeDecoder().decode(
        [Episode].self,
        from: try await fetch(
            "\(seriesServer.baseURL)/api/v3/calendar?\(range)&includeSeries=true", key: seriesServer.apiKey, http: http)
    )
    var days: [CalendarDay] = []
    let calendarMs = Measure.best(runs: 5) {
        let rows =
            RadarrActivity.calendarRows(releases, from: start, to: end) + airings.map(SonarrActivity.row)
        days = MergedCalendar.days(
            rows, from: start, to: end, monitoredOnly: false, includeEmpty: false, calendar: .current)
    }
    Measure.report("  merged calendar of a month, rows and days", calendarMs, "ms", budget: (10, true))
    Report.line(
        "    (\(releases.count) movies, \(airings.count) episodes → \(days.saturatingSum { $0.rows.count }) entries)")
    try paletteBenchmark()
    try await http.shutdown()
    await radarr.stop()
    await sonarr.stop()
    Report.line()
}

/// The command palette ranked as you type over 50,000 movies + 5,000 series + the screens.
func paletteBenchmark() throws {
    let words = ["Silent", "Crimson", "Last", "Hidden", "Broken", "Golden", "Midnight", "Distant", "Iron", "Paper"]
    let nouns = [
        "Harbor", "Kingdom", "Signal", "River", "Empire", "Garden", "Machine", "Frontier", "Summer", "Orchard",
    ]
    var random = SystemRandomNumberGenerator()
    func title(_ index: Int) -> String {
        "\(words.randomElement(using: &random) ?? "") \(nouns.randomElement(using: &random) ?? "") \(index)"
    }
    let movies = (1...50_000).map {
        PaletteItem(kind: .movie, title: title($0) + " (2001)", target: .link("thriftwood://radarr/movies/\($0)"))
    }
    let series = (1...5_000).map {
        PaletteItem(kind: .series, title: "The " + title($0), target: .link("thriftwood://sonarr/series/\($0)"))
    }
    var index = PaletteIndex([])
    let buildMs = Measure.best(runs: 3) {
        index = PaletteIndex(PaletteCatalog.screens(for: nil, kinds: .standard) + movies + series)
    }
    Measure.report("  palette: index 55,000 titles (once per opening)", buildMs, "ms")
    var worst = 0.0
    let typed = "golden riv"
    for length in 1...typed.count {
        let prefix = String(typed.prefix(length))
        worst = max(worst, Measure.best(runs: 5) { _ = index.rank(prefix) })
    }
    Measure.report("  palette: rank as you type (worst keystroke)", worst, "ms", budget: (5, true))
}
