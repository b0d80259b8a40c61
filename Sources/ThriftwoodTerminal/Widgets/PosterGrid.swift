import ThriftwoodCore

/// A library drawn as a grid of posters: each tile its poster in symbols and its title under it,
/// the selected tile's title in reverse. Tiles are drawn at once; a poster not here yet leaves
/// its place blank, and the posters of the tiles on screen are asked for once.
@MainActor
struct PosterGrid {
    /// A tile's width and height in cells (the poster, its title, a gap).
    static let tile = (width: 16, height: 12)
    /// The poster's cells inside a tile.
    static let poster = (width: 14, height: 10)

    /// The first row of tiles on screen.
    private var topRow = 0
    /// The titles whose posters were asked for.
    private var requested: Set<Int> = []

    /// How many tiles a row holds in `width` cells.
    static func columns(width: Int) -> Int { max(1, (width - 1) / tile.width) }

    /// Moves the selection with the arrows and h/j/k/l (a row is `columns` tiles); returns whether
    /// the key was a movement.
    static func move(_ key: Key, selected: inout Int, count: Int, columns: Int) -> Bool {
        switch key {
        case .left, .character("h"): selected -= 1
        case .right, .character("l"): selected += 1
        case .up, .character("k"): selected -= columns
        case .down, .character("j"): selected += columns
        case .home: selected = 0
        case .end, .character("G"): selected = count - 1
        default: return false
        }
        selected = max(0, min(selected, count - 1))
        return true
    }

    /// One tile: the title's id (nil: no poster to ask for) and its name.
    typealias Item = (id: Int?, title: String)

    /// Draws `items` as tiles in `area`, `selected` among them, `posters` giving each its
    /// picture. Returns the ids whose posters are still to be asked for.
    mutating func draw(
        _ items: [Item], selected: Int, posters: LibraryPosters, in area: Rect, canvas: inout Canvas
    ) -> [Int] {
        let columns = Self.columns(width: area.width)
        let rows = max(1, area.height / Self.tile.height)
        let selectedRow = max(0, selected) / columns
        if selectedRow < topRow { topRow = selectedRow }
        if selectedRow >= topRow + rows { topRow = selectedRow - rows + 1 }
        var wanted: [Int] = []
        for row in 0..<rows {
            for column in 0..<columns {
                let index = (topRow + row) * columns + column
                guard items.indices.contains(index) else { continue }
                let item = items[index]
                let x = area.x + 1 + column * Self.tile.width
                let y = area.y + row * Self.tile.height
                let panel = item.id.flatMap { posters.panel(for: $0) }
                PosterView.draw(
                    panel, in: Rect(x: x, y: y, width: Self.poster.width, height: Self.poster.height), canvas: &canvas)
                canvas.put(
                    TextLayout.fit(item.title, Self.poster.width), x: x, y: y + Self.poster.height,
                    style: index == selected ? .selected : .plain, maxX: x + Self.poster.width)
                if let id = item.id, panel?.state == .waiting, !requested.contains(id) {
                    requested.insert(id)
                    wanted.append(id)
                }
            }
        }
        return wanted
    }
}
