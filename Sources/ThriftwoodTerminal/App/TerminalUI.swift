import Foundation
import ThriftwoodCore
import ThriftwoodNavigation

/// The whole terminal app as pure state: it renders the coordinator's visible screen with a
/// header, breadcrumb, notices and footer into a ``Canvas``, and turns keys into intents.
///
/// It never touches the terminal; ``TerminalRunner`` feeds it keys and copies its canvas out.
@MainActor
public final class TerminalUI: ScreenContext {
    /// The smallest usable terminal.
    public static let minimumSize = (width: 40, height: 12)

    /// The navigation authority.
    public let coordinator: AppCoordinator
    /// Whether `q` (or `:q`) asked to quit.
    public private(set) var wantsQuit = false
    /// "Now", for relative times and spinners.
    public var now: Date { clock() }
    /// Whether to show 24-hour times.
    public var use24HourTime: Bool { coordinator.preferences.use24HourTime }

    /// The person's keys (`keys.toml`); the defaults unless they moved some.
    public var keymap: Keymap
    private let clock: () -> Date
    /// The variables the app started with (which pictures the terminal can show).
    let environment: [String: String]
    private let factory = ScreenFactory()
    /// The line being typed in the footer, if any.
    private(set) var input: InputLine?
    private var showingHelp = false
    /// How far the key help is scrolled, and how far it can be (known once drawn).
    private var helpOffset = 0
    private var helpMaxOffset = 0
    /// The command palette while it is open.
    private var palette: PaletteOverlay?
    private var tasks: [Task<Void, Never>] = []

    /// Creates the UI over a started coordinator.
    /// `environment` tells which pictures the terminal can show (`TERM`, `TMUX`, …).
    public init(
        coordinator: AppCoordinator, keymap: Keymap = .defaults, clock: @escaping () -> Date = { Date() },
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.environment = environment
        self.coordinator = coordinator
        self.keymap = keymap
        self.clock = clock
        // The coordinator starts each screen's load and the visible one's live work as it is
        // shown; this front end only draws.
        coordinator.startsScreenWork = true
        coordinator.keepsVisibleScreenLive = true
    }

    /// The keymap applied to a screen showing `hints`, with the keys every screen has.
    func remap(_ hints: [KeyHint]) -> KeyRemap {
        KeyRemap(keymap: keymap, hints: hints + Self.globalHints + [Self.paletteHint])
    }

    // MARK: ScreenContext

    /// Goes back one screen (or one onboarding step).
    public func back() {
        if let flow = coordinator.onboarding {
            flow.back()
        } else {
            coordinator.navigateBack()
        }
    }

    /// Asks for a line of text in the footer.
    public func prompt(
        _ label: String, initial: String, onChange: (@MainActor (String) -> Void)?,
        onSubmit: @escaping @MainActor (String) -> Void
    ) {
        input = InputLine(label: label, text: initial, onChange: onChange, onSubmit: onSubmit)
    }

    /// Runs async work from a key press.
    public func run(_ work: @escaping @MainActor () async -> Void) {
        tasks.removeAll { $0.isCancelled }
        tasks.append(Task { await work() })
    }

    /// Waits for work started from key presses (for tests and scripted runs).
    public func settle() async {
        while !tasks.isEmpty {
            let pending = tasks
            tasks = []
            for task in pending { await task.value }
        }
        await coordinator.settle()
    }

    /// Stops background refreshes.
    public func stop() {
        coordinator.keepsVisibleScreenLive = false
        for task in tasks { task.cancel() }
    }

    // MARK: Rendering

    /// Draws the app at `width` × `height`.
    public func render(width: Int, height: Int) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        guard width >= Self.minimumSize.width, height >= Self.minimumSize.height else {
            let lines = ["Make the window larger", "(at least \(Self.minimumSize.width)×\(Self.minimumSize.height))"]
            for (row, line) in lines.enumerated() {
                let x = max(0, (width - CharacterWidth.of(line)) / 2)
                canvas.put(line, x: x, y: height / 2 - 1 + row, style: row == 0 ? .strong : .muted)
            }
            return canvas
        }
        let body = Rect(x: 0, y: 2, width: width, height: height - 3)
        let (screen, hints) = drawScreens(into: &canvas, body: body)
        drawHeader(into: &canvas, width: width)
        drawFooter(into: &canvas, width: width, height: height, hints: hints)
        if let dialog = screen?.dialog {
            Blocks.dialog(dialog, canvas: &canvas)
        }
        if showingHelp { drawHelp(into: &canvas, hints: screen?.helpHints ?? []) }
        palette?.draw(into: &canvas)
        return canvas
    }

    private func drawScreens(into canvas: inout Canvas, body: Rect) -> ((any Screen)?, [KeyHint]) {
        if let flow = coordinator.onboarding {
            let screen = factory.screen(for: flow)
            screen.render(into: &canvas, area: body, context: self)
            return (screen, screen.keyHints)
        }
        let state = coordinator.navigator.state
        coordinator.startShownWork()
        let base = active(coordinator.model(for: state.path.last))
        base.render(into: &canvas, area: body, context: self)
        var top = base
        if let sheet = state.sheet {
            let route = sheet.path.last ?? sheet.root
            let screen = active(coordinator.model(for: route))
            let box = Rect(x: 3, y: body.y + 1, width: body.width - 6, height: body.height - 2)
            // Nothing of the screen under the sheet shows beside it (a list's ● read as the form's).
            canvas.fill(x: body.x, y: body.y, width: body.width, height: body.height, style: .plain)
            canvas.fill(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2, style: .bar)
            canvas.fill(x: box.x, y: box.y, width: box.width, height: box.height, style: .plain)
            canvas.put(
                " \(route.title) ", x: box.x + 1, y: box.y - 1, style: CellStyle(.header, bold: true, reverse: true))
            screen.render(into: &canvas, area: box, context: self)
            top = screen
        }
        keepScreensAlive()
        return (top, top.keyHints)
    }

    /// The screen for `model` (its work is the coordinator's to start).
    private func active(_ model: ScreenModel) -> any Screen {
        factory.screen(for: model).0
    }

    private func keepScreensAlive() {
        let state = coordinator.navigator.state
        var routes: [AppRoute?] = [nil] + state.path.map { $0 }
        if let sheet = state.sheet { routes += ([sheet.root] + sheet.path).map { $0 } }
        factory.keep(only: routes.map { coordinator.model(for: $0) })
    }

    private func drawHeader(into canvas: inout Canvas, width: Int) {
        canvas.fill(x: 0, y: 0, width: width, height: 1, style: .bar)
        let crumbs: [String]
        if let flow = coordinator.onboarding {
            crumbs = ["Welcome"] + (flow.currentRoute.map { [$0.title] } ?? [])
        } else {
            crumbs = coordinator.breadcrumb
        }
        let profile = coordinator.profile.map { " [\($0.name)]" } ?? ""
        let text = " Thriftwood\(profile) · " + crumbs.joined(separator: " › ")
        canvas.put(TextLayout.fit(text, width), x: 0, y: 0, style: CellStyle(.header, bold: true, reverse: true))
        if let notice = coordinator.notice {
            canvas.put(TextLayout.fit(" \(notice)", width), x: 0, y: 1, style: .warning)
        }
    }

    private func drawHelp(into canvas: inout Canvas, hints: [KeyHint]) {
        let general = [
            KeyHint("↑↓ / j k", "move"), KeyHint("PgUp PgDn", "page"), KeyHint("Enter", "open / choose"),
            KeyHint("Esc ← Backspace", "back"), KeyHint("g", "home"), KeyHint("/", "search (lists)"),
            KeyHint(keymap.key(for: "palette") ?? "Ctrl-P", "go to any screen, movie, series, action, profile"),
            KeyHint(":open URL", "open a thriftwood:// link"), KeyHint(":search TEXT", "search everywhere"),
            KeyHint(":profile NAME", "switch profile"),
            KeyHint(keymap.key(for: "copy link") ?? "Ctrl-Y", "copy this screen's link (also :link)"),
            KeyHint(keymap.key(for: "quit") ?? "q", "quit (remembers where you were)"),
        ]
        let remap = remap(hints)
        // The screen's own keys first; moving and opening are said once, under "Everywhere".
        let own = hints.filter {
            !($0.key == "↑↓" && $0.action == "move") && !($0.key == "Enter" && $0.action == "open")
        }
        let line = { (hint: KeyHint) in TextLayout.pad(hint.key, 16) + " " + hint.action }
        let shown = { (hint: KeyHint) in
            remap.displacement(of: hint).map {
                KeyHint("—", "\(hint.action) (\(hint.key) is \($0) now; give it a key in keys.toml)")
            } ?? remap.display(hint)
        }
        var lines = own.isEmpty ? [] : ["This screen"] + own.map(shown).map(line) + [""]
        lines += ["Everywhere"] + general.map(remap.display).map(line)
        let rows = max(1, canvas.height - 5)
        helpMaxOffset = max(0, lines.count - rows + 1)
        helpOffset = min(helpOffset, helpMaxOffset)
        let fits = lines.count <= rows
        Blocks.dialog(
            Dialog(
                title: "Keys", lines: DialogItems.window(lines, offset: helpOffset, rows: rows),
                hint: fits ? "any key closes" : "↑↓ scroll · any other key closes"
            ) { _, _ in }, canvas: &canvas)
    }

    /// Scrolls the key help on ↑↓ and pages; any other key closes it.
    private func handleHelp(_ key: Key) {
        switch key {
        case .down, .character("j"): helpOffset = min(helpOffset + 1, helpMaxOffset)
        case .up, .character("k"): helpOffset = max(0, helpOffset - 1)
        case .pageDown: helpOffset = helpMaxOffset
        case .pageUp: helpOffset = 0
        default:
            showingHelp = false
            helpOffset = 0
        }
    }

    // MARK: Keys

    /// Handles one key press; a screen the key opened hears so (``Screen/opened(context:)``).
    public func handle(_ key: Key) {
        let before = currentScreen().map(ObjectIdentifier.init)
        handleKey(key)
        guard input == nil, let after = currentScreen(), ObjectIdentifier(after) != before else { return }
        after.opened(context: self)
    }

    private func handleKey(_ key: Key) {
        if var line = input {
            let (finished, submitted) = line.handle(key)
            input = finished ? nil : line
            if submitted { line.onSubmit(line.text) }
            return
        }
        if showingHelp {
            handleHelp(key)
            return
        }
        if let open = palette {
            if !open.handle(key) { palette = nil }
            return
        }
        if key == .control("c") {
            wantsQuit = true
            return
        }
        coordinator.notice = nil
        let screen = currentScreen()
        if let dialog = screen?.dialog {
            dialog.onKey(key, self)
            return
        }
        guard let key = remap(screen?.keyHints ?? []).translate(key) else { return }
        // Refreshing also reads the profile again, for servers another process added.
        if key == .character("r") { run { [coordinator] in await coordinator.readProfileAgain() } }
        if screen?.handle(key, context: self) == true { return }
        switch key {
        case .escape, .backspace, .left: back()
        case .character("g"): if coordinator.onboarding == nil { coordinator.popToRoot() }
        case .character("?"): showingHelp = true
        case .control("p"): openPalette(hints: screen?.keyHints ?? [])
        case .control("y"): copyLink()
        case .character("q"): wantsQuit = true
        case .character(":"):
            prompt(":", initial: "", onChange: nil) { [weak self] command in self?.execute(command) }
        default: break
        }
    }

    private func currentScreen() -> (any Screen)? {
        if let flow = coordinator.onboarding { return factory.screen(for: flow) }
        let state = coordinator.navigator.state
        let route = state.sheet.map { $0.path.last ?? $0.root } ?? state.path.last
        return active(coordinator.model(for: route))
    }

    /// Opens the command palette over the visible screen, with its keys as actions.
    private func openPalette(hints: [KeyHint]) {
        guard coordinator.onboarding == nil else { return }
        let actions = PaletteOverlay.actions(from: hints, remap: remap(hints))
        let model = coordinator.makePalette(actions: actions) { [weak self] key in
            guard let self, let character = key.first else { return }
            _ = self.currentScreen()?.handle(.character(character), context: self)
        }
        palette = PaletteOverlay(model: model)
        run { await model.load() }
    }

    /// The text the next frame puts on the terminal's clipboard (OSC 52), taken by the runner.
    public private(set) var clipboard: String?

    /// Takes the text waiting for the clipboard, so it is sent once.
    public func takeClipboard() -> String? {
        defer { clipboard = nil }
        return clipboard
    }

    /// Puts the visible screen's `thriftwood://` link on the clipboard and says so.
    private func copyLink() {
        guard coordinator.onboarding == nil else { return }
        if let link = coordinator.copyLink() { clipboard = link }
    }

    /// Runs a `:` command.
    func execute(_ command: String) {
        let parts = command.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 1).map(String.init)
        switch parts.first {
        case "open", "o":
            guard parts.count == 2 else {
                coordinator.notice = "Usage: :open thriftwood://radarr/movies/42"
                return
            }
            run { [coordinator] in await coordinator.open(parts[1]) }
        case "profile", "p":
            guard parts.count == 2 else {
                coordinator.notice = "Usage: :profile NAME"
                return
            }
            run { [coordinator] in await coordinator.switchProfile(named: parts[1]) }
        case "search", "s":
            guard coordinator.onboarding == nil else { return }
            let text = parts.count == 2 ? parts[1] : nil
            coordinator.search(for: text)
        case "q", "quit": wantsQuit = true
        case "link", "copy": copyLink()
        case "home": coordinator.popToRoot()
        case "back": back()
        case nil: break
        default:
            coordinator.notice = "Unknown command :\(command). Try :open URL, :search TEXT, :profile NAME, :link or :q."
        }
    }
}
