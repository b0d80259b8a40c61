import Foundation
import Logging
import Observation
import ThriftwoodCore
import ThriftwoodNavigation

/// The browser front end's core side: one coordinator per browser session, driven by the
/// page's path (its route's link without the scheme), each page drawn from the visible view model.
///
/// Back, forward, reload and a link in a new tab all send a path; the path sets the session's
/// navigation state through the coordinator (guards, logging and all), so there is no second
/// navigation model anywhere.
@MainActor
public final class WebFrontEnd {
    /// Builds a started coordinator for a new browser session.
    public typealias CoordinatorFactory = @MainActor () async -> AppCoordinator

    let basePath: String
    /// The app's key map (the person's keys.toml), which the pages' script follows too.
    let keymap: Keymap
    private let makeCoordinator: CoordinatorFactory
    private let logger: Logger
    private let clock: @Sendable () -> Date
    private var visitors: [String: Visitor] = [:]
    /// The ids pages show pictures under (`/_/picture/<id>`), for this process.
    let pictureTokens = PictureTokens()
    /// Sessions unused this long lose their coordinator (their place is kept in the database).
    static let idleVisitorLimit: TimeInterval = 30 * 60
    /// At most this many sessions keep a coordinator at once.
    static let visitorLimit = 200

    /// Creates the front end; `makeCoordinator` starts each session's coordinator.
    public init(
        basePath: String, logger: Logger, keymap: Keymap = .defaults,
        clock: @escaping @Sendable () -> Date = { Date() },
        makeCoordinator: @escaping CoordinatorFactory
    ) {
        self.basePath = WebOptions.normalised(basePath)
        self.keymap = keymap
        self.logger = logger
        self.clock = clock
        self.makeCoordinator = makeCoordinator
    }

    /// The page at `path` (below the base path) with `query`, for `visit`.
    func page(path: String, query: [String: String], visit: Visit) async -> (HTML, status: PageStatus) {
        let visitor = await visitor(for: visit)
        return await visitor.serially {
            let coordinator = visitor.coordinator
            let opened = await self.navigate(coordinator, to: path, sheet: query["sheet"])
            await coordinator.settle()
            if visit.role != .admin, opened, coordinator.shownRoutes.contains(where: \.isForAdmins) {
                coordinator.popToRoot()
                return (
                    ForbiddenPage.page(
                        Self.adminsOnly, back: basePath + "/", basePath: basePath, heading: "For admins"),
                    .forbidden
                )
            }
            if await !coordinator.showVisible() && query["refresh"] != nil { await coordinator.reloadVisible() }
            let model = coordinator.visibleModel
            var context = PageContext(
                coordinator: coordinator, basePath: basePath, visit: visit, query: query, now: clock(),
                pictures: pictureTokens)
            context.notFound = !opened && coordinator.onboarding == nil
            if opened { await WebPages.prepare(model, context: context) }
            let body =
                if let onboarding = coordinator.onboarding {
                    OnboardingPage.body(onboarding, context: context)
                } else {
                    opened ? WebPages.body(for: model, context: context) : NotFoundPage.body(context: context)
                }
            let html = PageLayout.page(
                title: context.title, body: body, live: opened && WebPages.isLive(model), keys: self.keymap,
                context: context)
            coordinator.notice = nil  // said once
            // A movie its server says is gone is not found, as an unknown address is.
            let found = (opened && !model.viewModel.isGone) || coordinator.onboarding != nil
            return (html, found ? .ok : .notFound)
        }
    }

    /// Why a household user is not shown an admin's screen.
    static let adminsOnly =
        "Logs, backups and the servers' settings are for admins: they hold sign-ins with their addresses, "
        + "paths and whole configurations. An admin of this Thriftwood can show you what you need."

    /// The picture a page showed under `token`, `width` pixels wide, from the store of
    /// `visit`'s coordinator; nil for an id no page of this process handed out.
    func picture(token: String, width: Int, visit: Visit) async -> PictureOutcome? {
        guard let ref = pictureTokens.ref(for: token) else { return nil }
        let store = await visitor(for: visit).coordinator.pictures
        guard let store else { return .unavailable("pictures are off") }
        return await store.resized(ref, width: width)
    }

    /// What the servers of `visit`'s profile push from now on, for its toasts.
    func eventTail(visit: Visit) async -> EventTail? {
        await visitor(for: visit).coordinator.eventTail()
    }

    /// Keeps the visible screen's live work (the queue's refresh) running for the page at
    /// `path`, shown first: the coordinator runs it, following the session's visible screen,
    /// until the returned task is cancelled (the page's stream ended). One page of a session is
    /// live at a time.
    func startLive(path: String, query: [String: String], visit: Visit) async -> Task<Void, Never> {
        let visitor = await visitor(for: visit)
        let coordinator = visitor.coordinator
        await visitor.serially {
            _ = await self.navigate(coordinator, to: path, sheet: query["sheet"])
            await coordinator.settle()
        }
        visitor.liveWork?.cancel()
        visitor.liveGeneration &+= 1
        let generation = visitor.liveGeneration
        coordinator.keepsVisibleScreenLive = true
        let work = Task {
            await Visitor.untilCancelled()
            // A later page of the session took over: its stream keeps the work.
            if visitor.liveGeneration == generation { coordinator.keepsVisibleScreenLive = false }
        }
        visitor.liveWork = work
        return work
    }

    /// The page's main part as it is now, while the session still shows `path`; nil once
    /// another tab of the session has moved it elsewhere (that tab's stream takes over).
    /// Everything the drawing reads is watched: `changed` is raised by the first change of any
    /// of it (a refresh's new rows, a navigation), so an idle page is not drawn again.
    func liveMain(path: String, query: [String: String], visit: Visit, changed: ChangeFlag) async -> HTML? {
        guard let visitor = visitors[visit.session.tokenHash] else { return nil }
        return await visitor.serially {
            withObservationTracking {
                let coordinator = visitor.coordinator
                let context = PageContext(
                    coordinator: coordinator, basePath: self.basePath, visit: visit, query: query, now: self.clock(),
                    pictures: self.pictureTokens)
                guard
                    context.here
                        == self.basePath + "/" + path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
                        || (path == "/" && context.here == self.basePath + "/")
                else { return nil }
                return WebPages.body(for: coordinator.visibleModel, context: context)
            } onChange: {
                changed.raise()
            }
        }
    }

    /// Runs `action` of the page at `path` for `visit`; returns what it did and the page to show
    /// next (the same page, or where the action led: the list after a delete).
    func act(
        _ action: String, at path: String, sheet: String?, fields: [String: String], visit: Visit
    ) async -> (
        ActionOutcome, next: String
    ) {
        let visitor = await visitor(for: visit)
        return await visitor.serially {
            let coordinator = visitor.coordinator
            guard await self.navigate(coordinator, to: path, sheet: sheet) else {
                return (.refused(coordinator.notice ?? "That page does not exist."), self.basePath + "/")
            }
            await coordinator.settle()
            await coordinator.showVisible()
            let model = coordinator.visibleModel
            // Who acts is the session's, never the form's.
            var fields = fields
            fields[WebActions.visitorField] = visit.user?.name ?? "the browser's user (no sign-in)"
            let outcome: ActionOutcome
            if !WebActions.allows(action, on: model, role: visit.role) {
                outcome = .forbidden(WebActions.refusalForHousehold)
            } else if let onboarding = coordinator.onboarding {
                // A new data directory: its first-run steps come before any screen.
                outcome = await OnboardingPage.perform(action, on: onboarding, fields: fields)
            } else if fields["confirmed"] != "yes",
                let question = await WebActions.question(action, on: model, fields: fields)
            {
                outcome = .confirm(question)
            } else {
                outcome = await WebActions.perform(action, on: model, fields: fields)
            }
            await coordinator.settle()
            switch outcome {
            case .done(let message): coordinator.notice = message.map { "✓ " + $0 }
            case .refused(let reason): coordinator.notice = reason
            case .confirm, .forbidden: break
            }
            let next = PageContext(
                coordinator: coordinator, basePath: self.basePath, visit: visit, query: [:], now: self.clock(),
                pictures: self.pictureTokens
            ).shown
            return (outcome, next)
        }
    }

    /// The palette's best items for `query` (titles, screens, profiles), as the app's palette
    /// ranks them, for `visit`'s session; read once per session and kept.
    func palette(query: String, visit: Visit) async -> (items: [PaletteItem], problem: String?) {
        let visitor = await visitor(for: visit)
        return await visitor.serially {
            let palette: CommandPaletteViewModel
            if let kept = visitor.palette {
                palette = kept
            } else {
                palette = visitor.coordinator.makePalette(actions: []) { _ in }
                await palette.load()
                visitor.palette = palette
            }
            palette.query = query
            return (palette.results, palette.problem)
        }
    }

    /// Switches `visit`'s session to the profile called `name` (from the palette).
    func switchProfile(named name: String, visit: Visit) async -> Bool {
        let visitor = await visitor(for: visit)
        return await visitor.serially {
            let switched = await visitor.coordinator.switchProfile(named: name)
            visitor.palette = nil
            return switched
        }
    }

    /// Takes `file` on the page at `path` (a download client's queue, a profile's form) for `visit`.
    func upload(_ file: MultipartForm.File, at path: String, visit: Visit) async -> ActionOutcome {
        let visitor = await visitor(for: visit)
        return await visitor.serially {
            let coordinator = visitor.coordinator
            guard await self.navigate(coordinator, to: path, sheet: nil) else {
                return .refused(coordinator.notice ?? "That page does not exist.")
            }
            await coordinator.settle()
            guard visit.role == .admin else { return .forbidden(WebActions.refusalForHousehold) }
            await coordinator.showVisible()
            let model = coordinator.visibleModel
            let outcome = await WebActions.upload(file.name, contents: file.contents, on: model)
            if case .refused(let reason) = outcome { coordinator.notice = reason }
            return outcome
        }
    }

    /// The question `action` asks on the page at `path` (`.confirm`), `.forbidden` when it is
    /// not the visitor's to do, nil when it asks none (or the page is gone); asking changes nothing.
    func question(
        _ action: String, at path: String, sheet: String?, fields: [String: String], visit: Visit
    ) async
        -> ActionOutcome?
    {
        let visitor = await visitor(for: visit)
        return await visitor.serially {
            let coordinator = visitor.coordinator
            guard await self.navigate(coordinator, to: path, sheet: sheet) else { return nil }
            await coordinator.settle()
            let model = coordinator.visibleModel
            guard WebActions.allows(action, on: model, role: visit.role) else {
                return .forbidden(WebActions.refusalForHousehold)
            }
            // One thing (a movie) is read again before a question about it: Back to a delete's
            // question after the delete finds it gone and asks nothing.
            if await !coordinator.showVisible() && model.viewModel.showsOneThing { await coordinator.reloadVisible() }
            guard !model.viewModel.isGone else { return nil }
            return await WebActions.question(action, on: model, fields: fields).map { .confirm($0) }
        }
    }

    /// Sets the coordinator's state to the one `path` names; false (with the reason in the
    /// coordinator's notice) when it names none.
    func navigate(_ coordinator: AppCoordinator, to path: String, sheet: String?) async -> Bool {
        let trimmed = path.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        if trimmed.isEmpty && sheet == nil {
            coordinator.popToRoot()
            return true
        }
        var link = "thriftwood://" + trimmed
        if let sheet { link += "?sheet=" + sheet }
        return await coordinator.open(link, source: .user)
    }

    /// The session's visitor, made on its first page; idle ones are let go.
    func visitor(for visit: Visit) async -> Visitor {
        let now = clock()
        visitors = visitors.filter { now.timeIntervalSince($0.value.lastUse) < Self.idleVisitorLimit }
        if let visitor = visitors[visit.session.tokenHash] {
            visitor.lastUse = now
            return visitor
        }
        // The least recently used session lets go of its coordinator first (its place is kept).
        if visitors.count >= Self.visitorLimit,
            let oldest = visitors.min(by: { $0.value.lastUse < $1.value.lastUse })?.key
        {
            visitors[oldest]?.liveWork?.cancel()
            visitors[oldest] = nil
        }
        let visitor = Visitor(coordinator: await makeCoordinator(), now: now)
        visitors[visit.session.tokenHash] = visitor
        logger.info("a browser session began\(visit.user.map { " for \($0.name)" } ?? "")")
        return visitor
    }

    /// Forgets the session's coordinator (on signing out).
    func forget(_ visit: Visit) {
        visitors[visit.session.tokenHash] = nil
    }
}

/// A question before a destructive or costly action: what it says, what it acts on, the choices
/// it offers (checkboxes and selects), and the button that goes ahead.
struct WebQuestion: Sendable, Equatable {
    /// The question, naming what the action acts on (lines separated by newlines).
    let text: String
    /// Every item it acts on, when it acts on several.
    var items: [String] = []
    /// Each checkbox's form field and label.
    let choices: [Choice]
    /// Each select's form field, label and options (the first keeps things as they are).
    var selects: [Select] = []
    /// Each text field's form field and label (a decline's reason, a stream's message).
    var texts: [TextField] = []
    /// The button's label ("Delete", "Grab").
    let confirm: String
    /// Whether it deletes something (its button says so in red).
    var destructive = false

    struct Choice: Sendable, Equatable {
        let field: String
        let label: String
        var checked = false
    }

    struct TextField: Sendable, Equatable {
        let field: String
        let label: String
        var value = ""
    }

    struct Select: Sendable, Equatable {
        let field: String
        let label: String
        let options: [FormChoice]
        var chosen: String?
    }

    init(
        _ text: String, confirm: String, choices: [Choice] = [], items: [String] = [], selects: [Select] = [],
        texts: [TextField] = [], destructive: Bool = false
    ) {
        self.text = text
        self.texts = texts
        self.confirm = confirm
        self.destructive = destructive
        self.choices = choices
        self.items = items
        self.selects = selects
    }
}
/// One browser session's coordinator and what it has loaded; its requests take turns.
@MainActor
final class Visitor {
    let coordinator: AppCoordinator
    var lastUse: Date
    /// The live page's hold on the coordinator's live work (one page of a session is live at a
    /// time), and which page's it is.
    var liveWork: Task<Void, Never>?
    var liveGeneration = 0
    /// The palette, read once (its titles come from every server).
    var palette: CommandPaletteViewModel?
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns when the task it runs in is cancelled.
    static func untilCancelled() async {
        while !Task.isCancelled {
            do { try await Task.sleep(for: .seconds(3600)) } catch { return }
        }
    }

    init(coordinator: AppCoordinator, now: Date) {
        self.coordinator = coordinator
        lastUse = now
        // The coordinator starts each page's screen's first load as it is shown.
        coordinator.startsScreenWork = true
    }

    /// Runs `body` after this session's earlier requests have finished (two tabs of one session
    /// do not interleave their navigation).
    func serially<T>(_ body: @MainActor () async -> T) async -> T {
        while busy { await withCheckedContinuation { waiting.append($0) } }
        busy = true
        defer {
            busy = false
            if !waiting.isEmpty { waiting.removeFirst().resume() }
        }
        return await body()
    }
}
