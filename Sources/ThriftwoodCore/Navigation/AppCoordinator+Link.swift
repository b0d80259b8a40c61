import ThriftwoodNavigation

extension AppCoordinator {
    /// The visible screen's link, as `thriftwood open` and `:open` take it (a sheet's link is
    /// the screen under it: forms have none of their own).
    public func currentLink() throws -> String {
        try AppRoute.deepLinks(for: profile).printText(NavigationState(path: navigator.state.path))
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
