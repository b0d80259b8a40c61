import Testing
import ThriftwoodNavigation

@Suite("The reducer applies commands as pure functions")
struct ReducerTests {
    typealias State = NavigationState<GraphRoute>

    private func apply(_ commands: [NavigationCommand<GraphRoute>], to state: State = State()) -> State {
        commands.reduce(state) { state, command in
            (try? NavigationReducer.reduce(state, command).get()) ?? state
        }
    }

    @Test("navigate pushes routes in order")
    func navigatePushes() {
        let state = apply([.navigate(to: .radarrHome), .navigate(to: .moviesList)])
        #expect(state.path == [.radarrHome, .moviesList])
    }

    @Test("navigateBack pops exactly one route")
    func backPops() {
        let state = apply([.navigate(to: .radarrHome), .navigate(to: .queue), .navigateBack])
        #expect(state.path == [.radarrHome])
    }

    @Test("pushing the route already on top is refused, so a repeated key opens one screen")
    func duplicatePushIsRefused() {
        let state = apply([.navigate(to: .radarrHome), .navigate(to: .radarrHome), .navigate(to: .radarrHome)])
        #expect(state.path == [.radarrHome])
        #expect(NavigationReducer.reduce(state, .navigate(to: .radarrHome)) == .failure(.alreadyShowing))
        #expect(apply([.navigate(to: .queue)], to: state).path == [.radarrHome, .queue])
    }

    @Test("navigateBack on an empty stack is refused, not a trap")
    func backOnEmptyIsRefused() {
        let result = NavigationReducer.reduce(State(), .navigateBack)
        #expect(result == .failure(.emptyStack))
    }

    @Test("popToRoot empties the stack and is allowed when already at the root")
    func popToRootEmpties() throws {
        let state = apply([.navigate(to: .radarrHome), .navigate(to: .moviesList), .popToRoot])
        #expect(state.path.isEmpty)
        #expect(try NavigationReducer.reduce(State(), .popToRoot).get() == State())
    }

    @Test("replace swaps only the top route")
    func replaceSwapsTop() {
        let state = apply([.navigate(to: .radarrHome), .navigate(to: .queue), .replace(with: .moviesList)])
        #expect(state.path == [.radarrHome, .moviesList])
    }

    @Test("replace on an empty stack is refused")
    func replaceOnEmptyIsRefused() {
        #expect(NavigationReducer.reduce(State(), .replace(with: .queue)) == .failure(.emptyStack))
    }

    @Test("setPath replaces the whole stack")
    func setPathReplaces() {
        let state = apply([.navigate(to: .queue), .setPath([.radarrHome, .movieDetail(movieId: 3)])])
        #expect(state.path == [.radarrHome, .movieDetail(movieId: 3)])
    }

    @Test("a sheet keeps its own stack and leaves the main stack alone")
    func sheetHasOwnStack() {
        let state = apply([
            .navigate(to: .settings),
            .present(PresentedSheet(root: .addProfile)),
            .navigate(to: .profiles),
        ])
        #expect(state.path == [.settings])
        #expect(state.sheet == PresentedSheet(root: .addProfile, path: [.profiles]))
        #expect(state.visibleRoute == .profiles)
    }

    @Test("dismiss removes the sheet and restores the main stack on screen")
    func dismissRemovesSheet() {
        let state = apply([.navigate(to: .settings), .present(PresentedSheet(root: .addProfile)), .dismiss])
        #expect(state.sheet == nil)
        #expect(state.visibleRoute == .settings)
    }

    @Test("dismiss without a sheet and a second present are refused")
    func sheetMisuseIsRefused() {
        #expect(NavigationReducer.reduce(State(), .dismiss) == .failure(.noSheet))
        let presented = State(sheet: PresentedSheet(root: .addProfile))
        #expect(
            NavigationReducer.reduce(presented, .present(PresentedSheet(root: .queue)))
                == .failure(.sheetAlreadyPresented))
    }

    @Test("back at a sheet's root is refused rather than dismissing silently")
    func backAtSheetRootIsRefused() {
        let presented = State(path: [.settings], sheet: PresentedSheet(root: .addProfile))
        #expect(NavigationReducer.reduce(presented, .navigateBack) == .failure(.emptyStack))
    }

    @Test("pushing past the depth limit is refused")
    func depthLimitHolds() {
        let full = State(path: [.radarrHome, .moviesList, .queue])
        #expect(
            NavigationReducer.reduce(full, .navigate(to: .radarrHome), depthLimit: 3) == .failure(.tooDeep(limit: 3)))
        #expect(
            NavigationReducer.reduce(State(), .setPath(Array(repeating: .queue, count: 4)), depthLimit: 3)
                == .failure(.tooDeep(limit: 3)))
    }

    @Test("tabs keep one stack each and selecting a tab switches the visible stack")
    func tabsKeepStacks() {
        var state = NavigationState<GraphRoute>(tabs: ["movies", "settings"], selected: "movies")
        state = apply([.navigate(to: .moviesList), .selectTab("settings"), .navigate(to: .profiles)], to: state)
        #expect(state.path == [.profiles])
        #expect(state.path(in: "movies") == [.moviesList])
        state = apply([.selectTab("movies")], to: state)
        #expect(state.path == [.moviesList])
    }

    @Test("selecting an unknown tab is refused")
    func unknownTabIsRefused() {
        #expect(NavigationReducer.reduce(State(), .selectTab("nope")) == .failure(.unknownTab("nope")))
    }

    @Test("a refused command leaves the state exactly as it was")
    func refusalChangesNothing() {
        let state = State(path: [.radarrHome])
        let after = apply([.dismiss, .selectTab("x")], to: state)
        #expect(after == state)
    }
}
