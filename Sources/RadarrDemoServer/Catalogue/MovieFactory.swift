import ArrDemoKit
import ArrKit
import Foundation
import RadarrAPI
import ServerKit

/// Builds real-shaped movies from catalogue entries and from a seeded generator.
enum MovieFactory {
    static let rootFolder = "/data/movies"
    static let epoch = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01

    /// A catalogue film as a library movie with id `id`; `index` decides its state.
    static func movie(_ entry: CatalogueEntry, id: Int?, index: Int, inLibrary: Bool) -> Movie {
        var movie = Movie(
            id: id, title: entry.title, year: entry.year, tmdbId: entry.tmdbId, imdbId: entry.imdbId,
            qualityProfileId: index % 5 == 0 ? 2 : 1, monitored: index % 7 != 3)
        movie.originalTitle = entry.title
        movie.sortTitle = sortTitle(entry.title)
        movie.overview = entry.overview
        movie.runtime = ServerCount(entry.runtime)
        movie.genres = entry.genres
        movie.studio = entry.studio
        movie.certification = entry.certification
        movie.ratings = Ratings(
            imdb: Rating(votes: ServerCount(1000 + entry.tmdbId % 90_000), value: entry.rating, type: "user"),
            tmdb: Rating(
                votes: ServerCount(500 + entry.tmdbId % 40_000), value: max(1, entry.rating - 0.2), type: "user"))
        movie.popularity = Double(entry.tmdbId % 97) + entry.rating
        let release = Calendar.utc.date(
            from: DateComponents(year: entry.year, month: 1 + index % 12, day: 1 + index % 27))
        movie.inCinemas = release
        movie.digitalRelease = release.map { $0.addingTimeInterval(86_400 * 90) }
        movie.physicalRelease = release.map { $0.addingTimeInterval(86_400 * 120) }
        movie.releaseDate = movie.digitalRelease
        movie.status = entry.year >= 2025 ? .announced : .released
        movie.minimumAvailability = .released
        movie.isAvailable = entry.year < 2025
        movie.titleSlug = slug(entry.title) + "-\(entry.tmdbId)"
        movie.folderName = "\(entry.title.replacingOccurrences(of: ":", with: "")) (\(entry.year))"
        movie.images = [
            MediaCover(
                coverType: "poster", url: "/MediaCover/\(id ?? 0)/poster.jpg",
                remoteUrl: "https://image.tmdb.org/t/p/original/\(entry.tmdbId).jpg"),
            MediaCover(
                coverType: "fanart", url: "/MediaCover/\(id ?? 0)/fanart.jpg",
                remoteUrl: "https://image.tmdb.org/t/p/original/\(entry.tmdbId)f.jpg"),
        ]
        movie.youTubeTrailerId = nil
        movie.website = nil
        if inLibrary {
            movie.path = "\(rootFolder)/\(movie.folderName ?? entry.title)"
            movie.rootFolderPath = rootFolder
            movie.added = epoch.addingTimeInterval(Double(index) * 86_400 * 3.5)
            if index % 4 != 1 && movie.isAvailable == true {
                attachFile(to: &movie, seed: index)
            }
        }
        return movie
    }

    /// Gives a movie a file on disk of a plausible size and quality.
    static func attachFile(to movie: inout Movie, seed: Int, at date: Date? = nil) {
        let qualities: [(Int, String, String, Int, Int64)] = [
            (7, "Bluray-1080p", "bluray", 1080, 12_000_000_000), (3, "WEBDL-1080p", "webdl", 1080, 6_500_000_000),
            (19, "Bluray-2160p", "bluray", 2160, 48_000_000_000), (6, "Bluray-720p", "bluray", 720, 5_000_000_000),
        ]
        let q = qualities[abs(seed) % qualities.count]
        let size = q.4 + Int64(abs(seed) % 97) * 31_000_000
        let name = "\(movie.title) (\(movie.year)) \(q.1).mkv"
        var file = MovieFile(
            id: movie.id, movieId: movie.id, relativePath: name, path: (movie.path ?? "") + "/" + name,
            size: ServerCount(size))
        file.dateAdded = date ?? movie.added
        file.quality = QualityModel(
            quality: Quality(id: q.0, name: q.1, source: q.2, resolution: q.3),
            revision: Revision(version: 1, real: 0, isRepack: false))
        file.mediaInfo = MediaInfo(
            audioCodec: seed % 3 == 0 ? "DTS-HD MA" : "EAC3", audioChannels: seed % 3 == 0 ? 7.1 : 5.1,
            videoCodec: q.3 == 2160 ? "x265" : "x264",
            resolution: q.3 == 2160 ? "3840x2160" : q.3 == 1080 ? "1920x1080" : "1280x720")
        file.mediaInfo?.runTime = movie.runtime.map(\.asInt).map { "\($0 / 60):\(String(format: "%02d", $0 % 60)):00" }
        file.mediaInfo?.audioLanguages = "English"
        file.mediaInfo?.subtitles = "English/French/German"
        file.languages = [Language(id: 1, name: "English")]
        file.qualityCutoffNotMet = q.3 < 1080
        movie.movieFile = file
        movie.hasFile = true
        movie.sizeOnDisk = ServerCount(size)
    }

    /// A deterministic, real-shaped movie for scale tests: the same `seed` and `index` give the same movie.
    static func generated(index: Int, seed: UInt64) -> Movie {
        var random = SplitMix64(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
        let words = [
            "Silent", "Crimson", "Last", "Hidden", "Broken", "Golden", "Midnight", "Distant", "Iron", "Paper",
            "Glass", "Wild", "Lost", "Electric", "Northern", "Velvet", "Hollow", "Burning", "Quiet", "Savage",
        ]
        let nouns = [
            "Harbor", "Kingdom", "Signal", "River", "Empire", "Garden", "Machine", "Frontier", "Summer", "Orchard",
            "Horizon", "Station", "Circus", "Island", "Winter", "Archive", "Theory", "Voyage", "Valley", "Code",
        ]
        let title = "\(words[Int(random.next() % 20)]) \(nouns[Int(random.next() % 20)]) \(index + 1)"
        let genres = [
            "Drama", "Comedy", "Action", "Thriller", "Science Fiction", "Horror", "Romance", "Animation", "Documentary",
        ]
        let entry = CatalogueEntry(
            line: Substring(
                "\(2_000_000 + index)|tt\(String(format: "%08d", 9_000_000 + index))|\(title)|\(1950 + Int(random.next() % 75))|\(80 + Int(random.next() % 100))|\(genres[Int(random.next() % 9)]),\(genres[Int(random.next() % 9)])|Generated Pictures|PG-13|\(Double(30 + random.next() % 60) / 10)|A generated film for scale testing, number \(index + 1)."
            ))
        guard let entry else { return Movie(id: index + 1, title: title, tmdbId: 2_000_000 + index) }
        return movie(entry, id: index + 1, index: index, inLibrary: true)
    }

    static func sortTitle(_ title: String) -> String {
        var lowered = title.lowercased()
        for article in ["the ", "a ", "an "] where lowered.hasPrefix(article) {
            lowered.removeFirst(article.count)
        }
        return lowered
    }

    static func slug(_ title: String) -> String {
        let allowed = title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(allowed).split(separator: "-").joined(separator: "-")
    }
}
