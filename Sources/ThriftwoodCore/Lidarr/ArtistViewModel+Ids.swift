import LidarrAPI

/// What a front end asks of an artist's albums, naming them by id in the rows' order.
extension ArtistViewModel {
    /// Each row's album id, in ``rows``' order (nil for a record without one: it opens nothing).
    public var albumIds: [Int?] { (albums.value ?? []).map(\.id) }

    /// The album `id`, while the artist lists it.
    private func album(id: Int) -> Album? { albums.value?.first { $0.id == id } }

    /// Opens the album `id`.
    public func open(albumId id: Int) {
        if let album = album(id: id) { open(album) }
    }

    /// Has Lidarr search for the album `id`, and says how it went.
    public func search(albumId id: Int) async {
        if let album = album(id: id) { await search(album) }
    }

    /// Turns Lidarr's watch for the album `id` on or off, and says so.
    public func toggleMonitored(albumId id: Int) async {
        if let album = album(id: id) { await toggleMonitored(album) }
    }
}
