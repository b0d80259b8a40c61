import Observation

/// A library's posters for a grid of them: one panel per title, made when the title is first
/// shown and fetched a few at a time, so a front end draws the tiles at once and each poster
/// as it comes. Whether the library shows as a grid is the person's choice, remembered.
@MainActor
@Observable
public final class LibraryPosters {
    /// Whether the library shows as a grid of posters rather than rows.
    public private(set) var isGrid: Bool
    /// Remembers the choice (set by the coordinator).
    public var onLayoutChanged: (@MainActor (Bool) -> Void)?

    @ObservationIgnored private var panels: [Int: PicturePanel] = [:]
    @ObservationIgnored private let make: @MainActor (Int) -> PicturePanel?

    /// Posters made by `make` (a title's id to its panel); a grid from the start when `isGrid`.
    public init(isGrid: Bool, make: @escaping @MainActor (Int) -> PicturePanel?) {
        self.isGrid = isGrid
        self.make = make
    }

    /// Switches between rows and the grid, and remembers it.
    public func toggleLayout() {
        isGrid.toggle()
        onLayoutChanged?(isGrid)
    }

    /// The poster of the title `id` (made on first ask; nil when it has no picture).
    public func panel(for id: Int) -> PicturePanel? {
        if let panel = panels[id] { return panel }
        guard let panel = make(id) else { return nil }
        panels[id] = panel
        if panels.count > 400 { panels = panels.filter { $0.value.state != .waiting || $0.key == id } }
        return panel
    }

    /// Fetches the posters of `ids` not yet asked for, four at a time; returns when they are here.
    public func load(_ ids: [Int]) async {
        let waiting = ids.compactMap { panel(for: $0) }.filter { $0.state == .waiting }
        await withTaskGroup(of: Void.self) { group in
            var next = waiting.makeIterator()
            for _ in 0..<4 {
                guard let panel = next.next() else { break }
                group.addTask { await panel.load() }
            }
            for await _ in group {
                if let panel = next.next() { group.addTask { await panel.load() } }
            }
        }
    }
}
