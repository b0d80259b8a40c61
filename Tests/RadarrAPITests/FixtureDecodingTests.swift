import ArrKit
import Foundation
import RadarrAPI
import ServerKit
import Testing

/// Loads a fixture copied from `shared/fixtures/radarr` (see Fixtures/ORIGIN.md).
func fixture(_ path: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: "Fixtures/" + path, withExtension: nil) else {
        throw FixtureMissing(path: path)
    }
    return try Data(contentsOf: url)
}

struct FixtureMissing: Error { let path: String }

@Suite("Real servers' answers decode")
struct FixtureDecodingTests {
    let decoder = ArrJSON.makeDecoder()

    @Test(
        "movies from every source decode, with files, ratings and dates",
        arguments: [
            "aiopyarr/radarr/movie.json", "pyarr/radarr/movie.json",
        ])
    func singleMovie(path: String) throws {
        let movie = try decoder.decode(Movie.self, from: try fixture(path))
        #expect(!movie.title.isEmpty)
        #expect(movie.inCinemas != nil || movie.year >= 0)
    }

    @Test(
        "movie lists and lookups decode",
        arguments: [
            "aiopyarr/radarr/movie-list.json", "pyarr/radarr/movie_all.json", "pyarr/radarr/movie_lookup.json",
            "pyarr/radarr/movie_lookup_blank.json", "pyarr/radarr/movie_tmdb.json", "aiopyarr/radarr/movie-import.json",
            "aiopyarr/radarr/calendar.json",
        ])
    func movieLists(path: String) throws {
        _ = try decoder.decode([Movie].self, from: try fixture(path))
    }

    @Test("an unknown minimum availability decodes as unknown, not a failure")
    func unknownEnum() throws {
        let movie = try decoder.decode(Movie.self, from: try fixture("aiopyarr/radarr/movie.json"))
        #expect(movie.minimumAvailability == .unknown("string"))
    }

    @Test(
        "queue pages decode and compute progress from sizeleft",
        arguments: [
            "aiopyarr/radarr/queue.json", "pyarr/radarr/queue.json",
        ])
    func queue(path: String) throws {
        let page = try decoder.decode(Paged<QueueItem>.self, from: try fixture(path))
        #expect(!page.records.isEmpty)
        let item = try #require(page.records.first)
        if let size = item.size, size > 0, let left = item.sizeleft {
            #expect(abs(item.progress - (1 - left / size)) < 0.0001)
        }
    }

    @Test("queue details, status and movie files decode")
    func queueDetailsAndFiles() throws {
        _ = try decoder.decode([QueueItem].self, from: try fixture("aiopyarr/radarr/queue-details.json"))
        _ = try decoder.decode([QueueItem].self, from: try fixture("pyarr/radarr/queue_details.json"))
        _ = try decoder.decode(QueueStatus.self, from: try fixture("aiopyarr/common/queue-status.json"))
        _ = try decoder.decode(QueueStatus.self, from: try fixture("pyarr/radarr/queue_status.json"))
        let file = try decoder.decode(MovieFile.self, from: try fixture("aiopyarr/radarr/moviefile.json"))
        #expect(file.mediaInfo != nil)
        _ = try decoder.decode([MovieFile].self, from: try fixture("aiopyarr/radarr/moviefile-list.json"))
        _ = try decoder.decode([MovieFile].self, from: try fixture("pyarr/radarr/moviefiles.json"))
        _ = try decoder.decode([Credit].self, from: try fixture("aiopyarr/radarr/credit.json"))
    }

    @Test("history keeps its string-to-string data map")
    func history() throws {
        let page = try decoder.decode(Paged<HistoryRecord>.self, from: try fixture("aiopyarr/radarr/history.json"))
        let record = try #require(page.records.first)
        #expect(record.eventType == .grabbed)
        #expect(record.data?["importedPath"] == "string")
        _ = try decoder.decode([HistoryRecord].self, from: try fixture("aiopyarr/radarr/history-movie.json"))
        _ = try decoder.decode([HistoryRecord].self, from: try fixture("pyarr/radarr/movie_history.json"))
    }

    @Test("commands decode with their TimeSpan duration")
    func commands() throws {
        let command = try decoder.decode(CommandResource.self, from: try fixture("aiopyarr/common/command.json"))
        #expect(command.status == .completed)
        #expect(abs((command.duration?.seconds ?? 0) - 0.0102456) < 0.000001)
        _ = try decoder.decode([CommandResource].self, from: try fixture("aiopyarr/common/commands.json"))
    }

    @Test("system status, health and disk space decode, fractional-second dates included")
    func system() throws {
        let status = try decoder.decode(SystemStatus.self, from: try fixture("aiopyarr/common/system-status.json"))
        #expect(status.version == "10.0.0.34882")
        #expect(status.buildTime != nil)
        _ = try decoder.decode(SystemStatus.self, from: try fixture("home-assistant/system-status.json"))
        let health = try decoder.decode([HealthCheck].self, from: try fixture("home-assistant/health.json"))
        #expect(!health.isEmpty)
        _ = try decoder.decode([HealthCheck].self, from: try fixture("aiopyarr/common/health.json"))
        _ = try decoder.decode([DiskSpace].self, from: try fixture("aiopyarr/common/diskspace.json"))
        _ = try decoder.decode(Paged<LogRecord>.self, from: try fixture("aiopyarr/common/logs.json"))
    }

    @Test("releases decode with string indexer flags and rejections")
    func releases() throws {
        let releases = try decoder.decode([Release].self, from: try fixture("aiopyarr/radarr/release.json"))
        #expect(releases.first?.rejections?.first?.reason == "string")
        #expect(releases.first?.languages?.first?.name == "string" && releases.first?.customFormatScore == 0)
    }

    @Test("settings resources decode")
    func settings() throws {
        _ = try decoder.decode([QualityProfile].self, from: try fixture("aiopyarr/common/qualityprofile.json"))
        _ = try decoder.decode([RootFolder].self, from: try fixture("aiopyarr/common/rootfolder.json"))
        _ = try decoder.decode(RootFolder.self, from: try fixture("pyarr/common/rootfolder.json"))
        _ = try decoder.decode(ArrKit.Tag.self, from: try fixture("aiopyarr/common/tag.json"))
    }

    @Test("managarr's add-movie request body round-trips through our model")
    func addMovieBody() throws {
        let movie = try decoder.decode(Movie.self, from: try fixture("managarr-requests/request_add_movie.json"))
        #expect(movie.addOptions != nil)
        let encoded = try ArrJSON.makeEncoder().encode(movie)
        let again = try decoder.decode(Movie.self, from: encoded)
        #expect(again == movie)
    }

    @Test("dates with and without fractional seconds, and TimeSpans with days, parse")
    func dateAndTimeSpanFormats() throws {
        #expect(ArrDate.parse("2023-09-04T05:00:50Z")?.timeIntervalSince1970 == 1_693_803_650)
        let fractional = try #require(ArrDate.parse("2020-09-01T23:23:23.9621974Z"))
        #expect(abs(fractional.timeIntervalSince1970 - 1_599_002_603.9621974) < 0.001)
        #expect(ArrDate.format(Date(timeIntervalSince1970: 1_693_803_650)) == "2023-09-04T05:00:50Z")
        #expect(ArrDate.parse("not a date") == nil)
        #expect(TimeSpan(parsing: "1.02:03:04")?.seconds == 93_784)
        #expect(TimeSpan(parsing: "00:25:53")?.seconds == 1553)
        #expect(TimeSpan(parsing: "soon") == nil)
    }
}
