import PictureKit
import TerminalPictures
import ThriftwoodCore

/// A screen's picture (a poster, a cover) drawn in coloured symbols beside its facts.
///
/// It never waits: a picture not here yet, or none, leaves the space blank. The symbols are
/// worked out once per picture and size (libchafa), not on every frame.
@MainActor
enum PosterView {
    /// How many columns the picture takes on a screen `width` wide: none on a narrow screen,
    /// without a picture, or when the terminal draws none.
    static func columns(for panel: PicturePanel?, width: Int, context: any ScreenContext) -> Int {
        guard let panel, panel.state != .none, context.drawsPictures, width >= 84 else { return 0 }
        return min(30, width / 4)
    }

    /// Draws the panel's picture in a strip on the right of `area` and returns the rest, for
    /// the screen's own content; `area` itself when no picture is drawn.
    static func besideContent(
        _ panel: PicturePanel?, in area: Rect, canvas: inout Canvas, context: any ScreenContext
    ) -> Rect {
        let columns = columns(for: panel, width: area.width - 4, context: context)
        guard columns > 0 else { return area }
        draw(
            panel, in: Rect(x: area.x + area.width - columns - 2, y: area.y, width: columns, height: area.height),
            canvas: &canvas)
        return Rect(x: area.x, y: area.y, width: area.width - columns - 2, height: area.height)
    }

    /// Draws the panel's picture at the top of `area`, as wide as it is and as high as the
    /// picture's shape asks; returns the rows it took.
    @discardableResult
    static func draw(_ panel: PicturePanel?, in area: Rect, canvas: inout Canvas) -> Int {
        guard let panel, let image = panel.image, area.width > 0, area.height > 0 else { return 0 }
        let size = ChafaDrawing.fittedSize(of: image, columns: area.width, rows: area.height)
        let cells = SymbolCache.shared.cells(for: panel.ref, image: image, columns: size.columns, rows: size.rows)
        let left = area.x + (area.width - size.columns) / 2
        for (row, line) in cells.enumerated() {
            for (column, cell) in line.enumerated() {
                canvas.put(
                    String(cell.character), x: left + column, y: area.y + row,
                    style: .picture(foreground: cell.foreground, background: cell.background))
            }
        }
        return cells.count
    }
}

/// The symbols of the last pictures drawn, by picture and size.
@MainActor
final class SymbolCache {
    static let shared = SymbolCache()

    private struct Key: Hashable {
        let ref: PictureRef
        let columns: Int
        let rows: Int
    }

    private var entries: [(key: Key, image: PixelImage, cells: [[SymbolCell]])] = []

    func cells(for ref: PictureRef, image: PixelImage, columns: Int, rows: Int) -> [[SymbolCell]] {
        let key = Key(ref: ref, columns: columns, rows: rows)
        if let index = entries.firstIndex(where: { $0.key == key && $0.image == image }) {
            return entries[index].cells
        }
        let cells = ChafaDrawing.cells(of: image, columns: columns, rows: rows)
        entries.append((key, image, cells))
        if entries.count > 24 { entries.removeFirst() }
        return cells
    }
}
