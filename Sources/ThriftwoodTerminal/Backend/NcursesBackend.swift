import CNcursesw
import CTerminalSignals
import Foundation
import ThriftwoodCore

/// The only code that touches the terminal: ncursesw setup, colours, drawing a canvas, reading keys.
@MainActor
final class NcursesBackend {
    private let window: UnsafeMutablePointer<WINDOW>
    private var previous: Canvas?
    private var theme: Theme?
    private var picturePairs: [UInt16: Int16] = [:]
    private static let firstPicturePair = Int16(CellStyle.Role.allCases.count + 1)
    private var nextPicturePair = firstPicturePair

    /// Takes over the terminal (alternate screen, raw keys, hidden cursor).
    init() throws(TerminalError) {
        setlocale(LC_ALL, "")
        tw_terminal_remember_modes(STDIN_FILENO)
        guard let window = initscr() else { throw .noTerminal }
        self.window = window
        raw()
        noecho()
        nonl()
        keypad(window, true)
        curs_set(0)
        set_escdelay(25)
        // The run loop waits in `waitForInput`, which also wakes for a quit signal; reading
        // never blocks, and an escape sequence still gets ESCDELAY to complete.
        wtimeout(window, 0)
        var restore = [CChar](repeating: 0, count: 512)
        tw_restore_sequence(&restore, restore.count)
        tw_terminal_set_restore_sequence(restore)
        if tw_signals_install() != 0 {
            endwin()
            throw .signalsUnavailable(String(cString: strerror(errno)))
        }
        if has_colors() {
            start_color()
            use_default_colors()
        }
    }

    /// The terminal's size in cells.
    var size: (width: Int, height: Int) {
        (Int(tw_getmaxx(window)), Int(tw_getmaxy(window)))
    }

    /// Sets the colour pairs for `theme`.
    func apply(_ theme: Theme) {
        guard theme != self.theme, has_colors() else { return }
        self.theme = theme
        previous = nil
        let background: Int16 =
            switch theme {
            case .dark: Int16(COLOR_BLACK)
            case .light: Int16(COLOR_WHITE)
            default: -1
            }
        let text: Int16 = theme == .light ? Int16(COLOR_BLACK) : (theme == .dark ? Int16(COLOR_WHITE) : -1)
        for role in CellStyle.Role.allCases {
            let foreground: Int16 =
                switch (theme, role) {
                case (.monochrome, _), (_, .normal), (_, .header), (_, .selection): text
                case (_, .accent): Int16(COLOR_CYAN)
                case (_, .muted): theme == .light ? Int16(COLOR_BLUE) : Int16(tw_colors() > 8 ? 8 : COLOR_BLUE)
                case (_, .success): Int16(COLOR_GREEN)
                case (_, .warning): Int16(COLOR_YELLOW)
                case (_, .error): Int16(COLOR_RED)
                }
            init_pair(Int16(role.rawValue + 1), foreground, background)
        }
        wbkgd(window, chtype(tw_color_pair(1)))
    }

    /// Copies the rows of `canvas` that changed since the last frame to the terminal.
    func draw(_ canvas: Canvas) {
        let rows = canvas.changedRows(since: previous)
        guard !rows.isEmpty else { return }
        for row in rows {
            var column = 0
            while column < canvas.width {
                let cell = canvas[column, row]
                if let character = cell.character {
                    // setcchar takes the colour pair as its own argument; a pair inside the
                    // attributes is overridden by it, so the pair goes there and only there.
                    let pair = cell.style.picture.flatMap(picturePair) ?? Int16(cell.style.role.rawValue + 1)
                    var attributes: Int32 = 0
                    if cell.style.bold { attributes |= tw_a_bold() }
                    if cell.style.reverse { attributes |= tw_a_reverse() }
                    var wide = Array(String(character).unicodeScalars.map { wchar_t(bitPattern: $0.value) })
                    wide.append(0)
                    _ = wide.withUnsafeBufferPointer { buffer in
                        tw_put_wide(window, Int32(row), Int32(column), buffer.baseAddress, attributes, pair)
                    }
                }
                column += 1
            }
        }
        wnoutrefresh(window)
        doupdate()
        previous = canvas
    }

    /// The colour pair for a picture's cell: made on first use from the 256-colour palette,
    /// after the theme's pairs; nil on a terminal with fewer colours (the cell keeps the theme's).
    private func picturePair(_ colors: PictureCellColors) -> Int16? {
        guard has_colors(), tw_colors() >= 256 else { return nil }
        let key = UInt16(colors.foreground) << 8 | UInt16(colors.background)
        if let pair = picturePairs[key] { return pair }
        let limit = Int16(clamping: min(Int(tw_color_pairs()) - 1, Int(Int16.max)))
        if nextPicturePair > limit {
            // Every pair is taken: start again (a poster already drawn may change colour until redrawn).
            picturePairs.removeAll()
            nextPicturePair = Self.firstPicturePair
            previous = nil
        }
        guard nextPicturePair <= limit else { return nil }
        let pair = nextPicturePair
        init_pair(pair, Int16(colors.foreground), Int16(colors.background))
        picturePairs[key] = pair
        nextPicturePair += 1
        return pair
    }

    /// Forgets the last frame so the next draw repaints everything (after a resize).
    func invalidate() {
        previous = nil
        wclear(window)
    }

    /// Waits up to `milliseconds` for a key, a quit signal or the terminal going away.
    func waitForInput(milliseconds: Int32) -> InputWait {
        switch tw_wait_for_input(STDIN_FILENO, milliseconds) {
        case TW_WAIT_INPUT: .input
        case TW_WAIT_QUIT: .quit
        case TW_WAIT_HANGUP: .hangUp
        default: .timeout
        }
    }

    /// The next key already typed, or nil when there is none.
    func readKey() -> Key? {
        var value: wint_t = 0
        let result = wget_wch(window, &value)
        if result == tw_err() { return nil }
        let code = Int32(bitPattern: value)
        if result == tw_key_code_yes() {
            switch code {
            case KEY_UP: return .up
            case KEY_DOWN: return .down
            case KEY_LEFT: return .left
            case KEY_RIGHT: return .right
            case KEY_ENTER: return .enter
            case KEY_BACKSPACE: return .backspace
            case KEY_DC: return .delete
            case KEY_PPAGE: return .pageUp
            case KEY_NPAGE: return .pageDown
            case KEY_HOME: return .home
            case KEY_END: return .end
            case KEY_BTAB: return .backTab
            case tw_key_resize():
                invalidate()
                return .resize
            default: return nil
            }
        }
        switch code {
        case 13, 10: return .enter
        case 27: return .escape
        case 127, 8: return .backspace
        case 9: return .tab
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(code + 96))))
        default:
            guard let scalar = Unicode.Scalar(UInt32(bitPattern: code)) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// Ctrl-Z: gives the terminal back and stops the process as the shell's job control expects;
    /// when the shell continues it (`fg`), takes the terminal again and repaints everything.
    func suspend() {
        endwin()
        tw_suspend_self()
        reset_prog_mode()
        invalidate()
        wrefresh(window)
    }

    /// Gives the terminal back: leaves the alternate screen, restores modes.
    func shutdown() {
        endwin()
    }
}

/// What the run loop's wait for input saw.
enum InputWait {
    /// Nothing arrived in time.
    case timeout
    /// A key can be read.
    case input
    /// SIGTERM, SIGHUP or SIGINT asked the app to save its place and quit.
    case quit
    /// The terminal is gone (the window was closed, the connection dropped).
    case hangUp
}

/// Why the terminal front end cannot run.
public enum TerminalError: Error, CustomStringConvertible {
    /// stdin/stdout is not a terminal ncurses can drive.
    case noTerminal
    /// The signal handlers that give the terminal back could not be installed.
    case signalsUnavailable(String)

    /// What happened and what to do.
    public var description: String {
        switch self {
        case .noTerminal:
            "This is not an interactive terminal. Run Thriftwood in a terminal, or use a subcommand such as `thriftwood movies list`."
        case .signalsUnavailable(let reason):
            "Thriftwood could not set up its signal handlers (\(reason)), so it would not give the terminal back after a crash; it did not start."
        }
    }
}
