import Foundation
import ThriftwoodNavigation

extension AppCoordinator {
    /// One navigation event as the log reads it: where it went, as the breadcrumb says it
    /// ("Opened Home › Settings › Logs"), where it came from, or why it did not go.
    func logLine(for event: NavigationEvent<AppRoute>) -> String {
        let origin = Self.origin(of: event.source)
        let here = Self.capped(crumbs(event.after).joined(separator: " › "))
        return switch event.outcome {
        case .applied: "Opened \(here)\(origin)"
        case .redirected(let guardName, _): "Opened \(here)\(origin), sent there by \(guardName)"
        case .refused(let refusal): "Stayed on \(here)\(origin): \(refusal.description)"
        case .cancelled(_, let reason): "Did not open\(origin): \(Self.capped(reason))"
        case .deferred(_, let condition): "Waiting to open\(origin) until \(Self.capped(condition))"
        }
    }

    /// Where a command came from, as the log's sentences end: "" for a key press or the app,
    /// " from the link thriftwood://…", " from the palette (“blade”)".
    static func origin(of source: NavigationSource) -> String {
        switch source {
        case .user, .program: ""
        case .deepLink(let url): " from the link \(capped(url.absoluteString))"
        case .restoration: " (restored from the last session)"
        case .palette(let query): " from the palette (“\(capped(query))”)"
        }
    }

    /// The breadcrumb titles of `state`, from Home.
    func crumbs(_ state: NavigationState<AppRoute>) -> [String] {
        var titles = ["Home"] + state.path.map(title(of:))
        if let sheet = state.sheet { titles += ([sheet.root] + sheet.path).map(title(of:)) }
        return titles
    }
}
