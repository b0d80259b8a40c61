import Foundation
import ThriftwoodCore

/// A rectangle of cells.
public struct Rect: Hashable, Sendable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in cells.
    public var width: Int
    /// Height in cells.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The row after the last.
    public var maxY: Int { y + height }
}

/// A key and what it does, for the footer and the `?` help.
public struct KeyHint: Hashable, Sendable {
    /// The key as printed, e.g. "Enter".
    public var key: String
    /// What it does, e.g. "open".
    public var action: String
    /// Whether the footer may leave it out when the window is narrow (help always lists it):
    /// the wider twin of a key already shown, such as "S search series" beside "s search season".
    public var secondary: Bool

    /// Creates a hint.
    public init(_ key: String, _ action: String, secondary: Bool = false) {
        self.key = key
        self.action = action
        self.secondary = secondary
    }
}

/// What a screen may ask of the app: navigation callbacks, a line of input, the time.
@MainActor
public protocol ScreenContext: AnyObject {
    /// "Now", for relative times.
    var now: Date { get }
    /// Whether to show 24-hour times.
    var use24HourTime: Bool { get }
    /// Goes back one screen.
    func back()
    /// Asks for a line of text in the footer; `onChange` sees every keystroke, `onSubmit` the result.
    func prompt(
        _ label: String, initial: String, onChange: (@MainActor (String) -> Void)?,
        onSubmit: @escaping @MainActor (String) -> Void)
    /// Runs async work from a key press without blocking input.
    func run(_ work: @escaping @MainActor () async -> Void)
    /// Whether screens draw pictures (posters, covers): false when the terminal or the person
    /// turned them off.
    var drawsPictures: Bool { get }
}

/// One route's screen: draws its view model and turns keys into its intents.
@MainActor
public protocol Screen: AnyObject {
    /// The keys that work here, for the footer.
    var keyHints: [KeyHint] { get }
    /// Draws into `area` of `canvas`.
    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext)
    /// Handles a key; returns false when the key means nothing here.
    func handle(_ key: Key, context: any ScreenContext) -> Bool
    /// The question waiting for an answer, if any; while there is one it gets every key.
    var dialog: Dialog? { get }
    /// The keys `?` lists: the footer's, and those that work only at times (a list's keys for
    /// marked rows, listed before anything is marked).
    var helpHints: [KeyHint] { get }
    /// Called once when a key press opens this screen: a screen for typing a term puts the
    /// cursor in its field, so the first letters typed are the term, not commands.
    func opened(context: any ScreenContext)
}

extension Screen {
    /// Most screens' help lists their footer's keys.
    public var helpHints: [KeyHint] { keyHints }

    /// Most screens have nothing to do when opened.
    public func opened(context: any ScreenContext) {}
}

/// A question a screen asks before it acts (delete? discard? grab anyway?).
///
/// The app draws a screen's dialog over everything and gives it every key while it is
/// there, so a dialog can never take keys without being seen.
public struct Dialog {
    /// The question, e.g. "Delete Alien?".
    public var title: String
    /// The lines under it: options and what they mean.
    public var lines: [String]
    /// The keys that answer it, e.g. "y delete · n cancel".
    public var hint: String
    /// What it acts on, one per line under `lines` ("Dune (2021)"), scrolled by `itemsOffset`;
    /// past the dialog's room the last line says how many more there are.
    public var items: [String]
    /// The first of `items` shown.
    public var itemsOffset: Int
    /// Handles one key while the dialog shows.
    public var onKey: @MainActor (Key, any ScreenContext) -> Void

    /// Creates a dialog.
    public init(
        title: String, lines: [String], items: [String] = [], itemsOffset: Int = 0, hint: String,
        onKey: @escaping @MainActor (Key, any ScreenContext) -> Void
    ) {
        self.title = title
        self.lines = lines
        self.items = items
        self.itemsOffset = itemsOffset
        self.hint = hint
        self.onKey = onKey
    }
}

extension Screen {
    /// No dialog by default.
    public var dialog: Dialog? { nil }
}
