/// The pure function that applies a ``NavigationCommand`` to a ``NavigationState``.
public enum NavigationReducer {
    /// The default stack depth limit; deeper stacks are refused rather than grown without bound.
    public static let defaultDepthLimit = 64

    /// Applies `command` to `state`, returning the new state or why it could not apply.
    public static func reduce<Route>(
        _ state: NavigationState<Route>, _ command: NavigationCommand<Route>,
        depthLimit: Int = defaultDepthLimit
    ) -> Result<NavigationState<Route>, NavigationRefusal> {
        var next = state
        switch command {
        case .navigate(let route):
            // A push of the screen already on top is a repeated key, not a wish for two copies.
            guard activeStack(of: state).last != route else { return .failure(.alreadyShowing) }
            guard activeStack(of: state).count < depthLimit else {
                return .failure(.tooDeep(limit: depthLimit))
            }
            mutateActiveStack(&next) { $0.append(route) }
        case .navigateBack:
            guard !activeStack(of: state).isEmpty else { return .failure(.emptyStack) }
            mutateActiveStack(&next) { $0.removeLast() }
        case .popToRoot:
            mutateActiveStack(&next) { $0.removeAll() }
        case .replace(let route):
            guard !activeStack(of: state).isEmpty else { return .failure(.emptyStack) }
            mutateActiveStack(&next) { $0[$0.count - 1] = route }
        case .setPath(let path):
            guard path.count <= depthLimit else { return .failure(.tooDeep(limit: depthLimit)) }
            mutateActiveStack(&next) { $0 = path }
        case .present(let sheet):
            guard state.sheet == nil else { return .failure(.sheetAlreadyPresented) }
            guard sheet.path.count <= depthLimit else { return .failure(.tooDeep(limit: depthLimit)) }
            next.sheet = sheet
        case .dismiss:
            guard state.sheet != nil else { return .failure(.noSheet) }
            next.sheet = nil
        case .selectTab(let tab):
            guard state.tabs.contains(tab) else { return .failure(.unknownTab(tab)) }
            next.select(tab)
        case .setState(let replacement):
            let deepest = replacement.tabs.map { replacement.path(in: $0).count }.max() ?? 0
            guard deepest <= depthLimit, (replacement.sheet?.path.count ?? 0) <= depthLimit else {
                return .failure(.tooDeep(limit: depthLimit))
            }
            next = replacement
        }
        return .success(next)
    }

    /// The stack that stack commands act on: the sheet's if one is presented.
    static func activeStack<Route>(of state: NavigationState<Route>) -> [Route] {
        state.sheet?.path ?? state.path
    }

    private static func mutateActiveStack<Route>(
        _ state: inout NavigationState<Route>, _ body: (inout [Route]) -> Void
    ) {
        if var sheet = state.sheet {
            body(&sheet.path)
            state.sheet = sheet
        } else {
            body(&state.path)
        }
    }
}
