extension AppCoordinator {
    /// Where every picture shown is kept (the browser serves them from it); nil without pictures.
    public var pictures: PictureStore? { dependencies.pictures }

    /// The picture at `path` on the server with `slug` (nil: the profile's first enabled server
    /// of `kind`), for a screen; nil when pictures are off or there is no such server.
    func picturePanel(
        _ kind: ServiceKind, on slug: String?, path: String, box: (width: Int, height: Int) = (240, 360)
    ) -> PicturePanel? {
        guard let store = dependencies.pictures, let ref = pictureRefs(on: pictureServer(kind, on: slug))?(path)
        else { return nil }
        return PicturePanel(ref: ref, store: store, box: box)
    }

    /// Where a list's small posters are on the server with `slug` (nil: the first of `kind`):
    /// each row's path from `path`; nil when pictures are off.
    func posterRefs(
        _ kind: ServiceKind, on slug: String?, path: @escaping @Sendable (Int) -> String
    ) -> (@MainActor (Int) -> PictureRef?)? {
        guard let refs = pictureRefs(on: pictureServer(kind, on: slug)) else { return nil }
        return { id in refs(path(id)) }
    }

    /// The pictures of `server` by path (named by its slug and stored id); nil when pictures
    /// are off or there is no server.
    func pictureRefs(on server: ServiceServer?) -> (@MainActor (String) -> PictureRef?)? {
        guard preferences.pictures.shown, dependencies.pictures != nil, let server else { return nil }
        let (slug, id) = (server.slug, server.id)
        return { path in PictureRef(server: slug, serverID: id, path: path) }
    }

    /// The profile's server with `slug`, or its first enabled one of `kind`.
    private func pictureServer(_ kind: ServiceKind, on slug: String?) -> ServiceServer? {
        guard let slug else { return profile?.enabledServer(kind) }
        return profile?.server(named: slug).flatMap { $0.kind == kind ? $0 : nil }
    }
}
