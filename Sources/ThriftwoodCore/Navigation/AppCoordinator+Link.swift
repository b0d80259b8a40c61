import ThriftwoodNavigation

extension AppCoordinator {
    /// The visible screen's link, as `thriftwood open` and `:open` take it (a sheet's link is
    /// the screen under it: forms have none of their own).
    public func currentLink() throws -> String {
        try linkCodec.printText(NavigationState(path: navigator.state.path))
    }

    /// Says in the notice line which link is being copied and returns it for the clipboard;
    /// nil, with the reason in the notice line, when the screen has none.
    public func copyLink() -> String? {
        do {
            let link = try currentLink()
            notice = "Copied \(link) (thriftwood open LINK opens it again)"
            return link
        } catch {
            notice = "This screen has no link to copy."
            return nil
        }
    }
}

extension AppCoordinator {
    /// The link of the screen `route` in place of the visible one (a sibling: Prowlarr's
    /// indexers to its search), as ``replaceTop(with:)`` would leave the stack; nil when it has none.
    public func link(replacingTopWith route: AppRoute) -> String? {
        guard navigator.state.sheet == nil else { return link(opening: route) }
        return try? linkCodec.printText(NavigationState(path: siblingPath(route)))
    }

    /// The stack with `route` in place of the visible screen: back to it when it lies just
    /// under, on top of the kind's home when that is visible (the home stays the stack's base),
    /// else instead of the visible one.
    func siblingPath(_ route: AppRoute) -> [AppRoute] {
        let path = navigator.state.path
        guard let top = path.last else { return [route] }
        let under = Array(path.dropLast())
        if under.last == route { return under }
        if top == route.home(in: dependencies.kinds) || top == route { return top == route ? path : path + [route] }
        return under + [route]
    }

    /// The link of the screen `route` opens from the visible one, as ``navigate(to:)`` would
    /// stack it (a form as a sheet over this screen); nil when it has none. A front end that
    /// shows links (the browser) writes these instead of sending intents.
    public func link(opening route: AppRoute) -> String? {
        let codec = linkCodec
        let path = navigator.state.path
        let state =
            route.isSheet
            ? NavigationState(path: path, sheet: PresentedSheet(root: route))
            : NavigationState(path: path + [route])
        if let link = printedLink(state, codec) { return link }
        // A screen of another server than the one open starts from that server's home.
        return printedLink(NavigationState(path: [route.home(in: dependencies.kinds), route].uniqued()), codec)
    }

    /// `state`'s link, printed once per link table; nil when it has none (also remembered: a
    /// stack with no link is most of Home's rows' first try, and its error is the dearest print).
    private func printedLink(_ state: NavigationState<AppRoute>, _ codec: DeepLinkCodec<AppRoute>) -> String? {
        if let printed = printedLinks[state] { return printed }
        let link = try? codec.printText(state)
        if printedLinks.count >= 4096 { printedLinks.removeAll(keepingCapacity: true) }
        printedLinks[state] = .some(link)
        return link
    }

    /// The link of the stack `path`, nil when it has none.
    public func link(of path: [AppRoute]) -> String? {
        try? linkCodec.printText(NavigationState(path: path))
    }
}

extension Array where Element: Hashable {
    /// The elements with repeats after the first left out.
    fileprivate func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension AppCoordinator {
    /// The link of everything shown, a sheet included (`…/movies/2?sheet=edit/2`), nil when it
    /// has none: what a front end that shows a sheet as a page of its own puts in its address.
    public var shownLink: String? {
        try? linkCodec.printText(navigator.state)
    }
}

extension AppCoordinator {
    /// The link table of the profile in use, built once per profile (a page of a hundred rows
    /// prints a hundred links).
    /// A link for every screen the profile's route table names (sample ids filled in), for
    /// front ends' tests that every route has a page.
    public var sampleLinks: [String] { linkCodec.sampleLinks() }

    var linkCodec: DeepLinkCodec<AppRoute> {
        if let cached = cachedLinkCodec, cached.profile == profile { return cached.codec }
        let codec = dependencies.kinds.deepLinks(for: profile)
        cachedLinkCodec = (profile, codec)
        printedLinks.removeAll()
        return codec
    }
}
