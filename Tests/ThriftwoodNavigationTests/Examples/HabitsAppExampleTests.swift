import Foundation
import Testing
import ThriftwoodNavigation

/// The habits app's plan: tabs with a stack each, a paywall sheet from any tab, deep links, analytics.
@Suite("Example: the habits app's tabs, paywall and deep links")
@MainActor
struct HabitsAppExampleTests {
    enum HabitRoute: Hashable, Sendable, Codable {
        case habits, habitDetail(id: Int), overview, dashboard, settings, paywall(source: String), categoryManagement
    }

    static let tabs: [TabID] = ["habits", "overview", "settings"]

    static let codec = DeepLinkCodec<HabitRoute>(
        scheme: "habits", tabs: tabs,
        entries: [
            .fixed("list", .habits),
            .int("habit/:id", { .habitDetail(id: $0) }) { if case .habitDetail(let id) = $0 { id } else { nil } },
            .fixed("overview", .overview),
            .fixed("settings", .settings),
            .fixed("categories", .categoryManagement),
            .string("paywall/:source", { .paywall(source: $0) }) {
                if case .paywall(let source) = $0 { source } else { nil }
            },
        ])

    private func makeNavigator() -> Navigator<HabitRoute> {
        Navigator(initial: NavigationState(tabs: Self.tabs, selected: "habits"))
    }

    @Test("each tab keeps its own stack across tab switches")
    func stackPerTab() async {
        let navigator = makeNavigator()
        await navigator.send(.navigate(to: .habitDetail(id: 3)))
        await navigator.send(.selectTab("settings"))
        await navigator.send(.navigate(to: .categoryManagement))
        await navigator.send(.selectTab("habits"))
        #expect(navigator.state.path == [.habitDetail(id: 3)])
        #expect(navigator.state.path(in: "settings") == [.categoryManagement])
    }

    @Test("the paywall sheet can be presented from any tab and dismissed back to it")
    func paywallFromAnyTab() async {
        let navigator = makeNavigator()
        for tab in Self.tabs {
            await navigator.send(.selectTab(tab))
            #expect(await navigator.send(.present(PresentedSheet(root: .paywall(source: tab.rawValue)))) == .applied)
            #expect(navigator.state.visibleRoute == .paywall(source: tab.rawValue))
            await navigator.send(.dismiss)
            #expect(navigator.state.selectedTab == tab)
        }
    }

    @Test("a deep link into a habit's detail lands in the right tab")
    func deepLinkToHabitInTab() async throws {
        let navigator = makeNavigator()
        await navigator.send(.selectTab("settings"))
        let url = URL(string: "habits://list/habit/9?tab=habits")!
        let linked = try Self.codec.parse(url)
        var state = navigator.state
        state.sheet = nil
        await navigator.send(.selectTab(linked.selectedTab), from: .deepLink(url))
        await navigator.send(.setPath(linked.path), from: .deepLink(url))
        #expect(navigator.state.selectedTab == "habits")
        #expect(navigator.state.path == [.habits, .habitDetail(id: 9)])
    }

    @Test("analytics observe every screen view with its source")
    func analyticsObserve() async {
        let navigator = makeNavigator()
        var screens: [String] = []
        navigator.observe { event in
            if event.outcome.changedState, let route = event.after.visibleRoute {
                screens.append("\(route)@\(event.source)")
            }
        }
        await navigator.send(.navigate(to: .overview), from: .user)
        await navigator.send(.present(PresentedSheet(root: .paywall(source: "overview"))), from: .program)
        #expect(screens == ["overview@user", #"paywall(source: "overview")@program"#])
    }

    @Test("a tabbed snapshot restores every tab's stack and the selection")
    func tabbedSnapshotRestores() async throws {
        let state = NavigationState<HabitRoute>(
            tabs: Self.tabs, selected: "overview",
            stacks: ["habits": [.habitDetail(id: 1)], "overview": [.dashboard]])
        let restorer = NavigationRestorer<HabitRoute>(schemaVersion: 1)
        let result = await restorer.restore(from: try restorer.snapshot(of: state).encoded())
        #expect(result.state == state)
    }
}
