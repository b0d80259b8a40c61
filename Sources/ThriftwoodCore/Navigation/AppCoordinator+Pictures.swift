extension AppCoordinator {
    /// Where every picture shown is kept (the browser serves them from it); nil without pictures.
    public var pictures: PictureStore? { dependencies.pictures }

    /// The picture at `path` on the server with `slug` (nil: the profile's first enabled server
    /// of `kind`), for a screen; nil when pictures are off or there is no such server.
    func picturePanel(
        _ kind: ServiceKind, on slug: String?, path: String, box: (width: Int, height: Int) = (240, 360)
    ) -> PicturePanel? {
        guard preferences.pictures.shown, let store = dependencies.pictures,
            let slug = slug ?? profile?.enabledServer(kind)?.slug,
            let ref = PictureRef(server: slug, path: path)
        else { return nil }
        return PicturePanel(ref: ref, store: store, box: box)
    }

    /// Where a list's small posters are on the server with `slug` (nil: the first of `kind`):
    /// each row's path from `path`; nil when pictures are off.
    func posterRefs(
        _ kind: ServiceKind, on slug: String?, path: @escaping @Sendable (Int) -> String
    ) -> (@MainActor (Int) -> PictureRef?)? {
        guard preferences.pictures.shown, dependencies.pictures != nil,
            let slug = slug ?? profile?.enabledServer(kind)?.slug
        else { return nil }
        return { id in PictureRef(server: slug, path: path(id)) }
    }

    /// The pictures of `server` by path; nil when pictures are off or there is no server.
    func pictureRefs(on server: ServiceServer?) -> (@MainActor (String) -> PictureRef?)? {
        guard preferences.pictures.shown, dependencies.pictures != nil, let slug = server?.slug else { return nil }
        return { path in PictureRef(server: slug, path: path) }
    }
}
