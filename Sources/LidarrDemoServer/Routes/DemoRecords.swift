import ArrKit
import Foundation
import LidarrAPI

/// An artist as real Lidarr sends it: the model's fields plus the ones Thriftwood does not
/// read (images, links, ratings, clean name), so clients meet the whole shape.
struct DemoArtistRecord: Encodable, Sendable {
    let artist: Artist

    init(_ artist: Artist) { self.artist = artist }

    private enum Extra: String, CodingKey { case images, links, ratings, cleanName, tadbId, discogsId, folder, members }

    func encode(to encoder: any Encoder) throws {
        try artist.encode(to: encoder)
        var extra = encoder.container(keyedBy: Extra.self)
        let slug = artist.artistName.lowercased().filter { $0.isLetter || $0.isNumber }
        try extra.encode(slug, forKey: .cleanName)
        try extra.encode(artist.artistName, forKey: .folder)
        try extra.encode(0, forKey: .tadbId)
        try extra.encode(0, forKey: .discogsId)
        try extra.encode(
            [DemoImage(coverType: "poster", url: "/MediaCover/Artist/\(artist.id ?? 0)/poster.jpg")], forKey: .images)
        try extra.encode(
            [DemoLink(url: "https://musicbrainz.org/artist/\(artist.foreignArtistId ?? "")", name: "musicbrainz")],
            forKey: .links)
        try extra.encode(DemoRating(votes: 40 + (artist.id ?? 0) * 3, value: 8.1), forKey: .ratings)
        try extra.encode([String](), forKey: .members)
    }
}

/// An album as real Lidarr sends it, with the fields Thriftwood does not read.
struct DemoAlbumRecord: Encodable, Sendable {
    let album: Album

    init(_ album: Album) { self.album = album }

    private enum Extra: String, CodingKey {
        case images, links, ratings, anyReleaseOk, profileId, mediumCount, releases, media
    }

    func encode(to encoder: any Encoder) throws {
        try album.encode(to: encoder)
        var extra = encoder.container(keyedBy: Extra.self)
        try extra.encode(true, forKey: .anyReleaseOk)
        try extra.encode(1, forKey: .profileId)
        try extra.encode(1, forKey: .mediumCount)
        try extra.encode(
            [DemoImage(coverType: "cover", url: "/MediaCover/Albums/\(album.id ?? 0)/cover.jpg")], forKey: .images)
        try extra.encode([DemoLink](), forKey: .links)
        try extra.encode(DemoRating(votes: 12 + (album.id ?? 0) % 40, value: 7.6), forKey: .ratings)
        try extra.encode([DemoMedium(mediumNumber: 1, mediumName: "", mediumFormat: "CD")], forKey: .media)
        try extra.encode([String](), forKey: .releases)
    }
}

private struct DemoImage: Encodable {
    let coverType: String
    let url: String
}

private struct DemoLink: Encodable {
    let url: String
    let name: String
}

private struct DemoRating: Encodable {
    let votes: Int
    let value: Double
}

private struct DemoMedium: Encodable {
    let mediumNumber: Int
    let mediumName: String
    let mediumFormat: String
}

/// One hit of the demo's `/search`: an artist or an album, numbered in the answer.
struct DemoSearchHit: Encodable, Sendable {
    var id = 0
    var foreignId: String?
    var artist: DemoArtistRecord?
    var album: Album?

    init(artist: Artist) {
        foreignId = artist.foreignArtistId
        self.artist = DemoArtistRecord(artist)
    }

    init(album: Album) {
        foreignId = album.foreignAlbumId
        self.album = album
    }

    /// The hit as the `number`th of the answer.
    func numbered(_ number: Int) -> DemoSearchHit {
        var hit = self
        hit.id = number
        return hit
    }
}
