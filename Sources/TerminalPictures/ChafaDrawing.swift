import CChafa
import PictureKit

/// Draws pictures for a terminal through Debian's libchafa: as cells for a screen the app
/// draws itself (symbols in the 256-colour palette), or as the output a terminal prints (symbols,
/// sixel, kitty or iTerm2 sequences) for the command line.
public enum ChafaDrawing {
    /// How many cells `image` takes at most `columns × rows`, keeping its shape, for a terminal
    /// whose cells are twice as high as wide.
    public static func fittedSize(of image: PixelImage, columns: Int, rows: Int) -> (columns: Int, rows: Int) {
        var width = Int32(clamping: max(1, columns))
        var height = Int32(clamping: max(1, rows))
        chafa_calc_canvas_geometry(
            Int32(clamping: image.width), Int32(clamping: image.height), &width, &height, 0.5, 1, 0)
        return (max(1, Int(width)), max(1, Int(height)))
    }

    /// `image` stretched over exactly `columns × rows` cells as symbols, row by row.
    public static func cells(of image: PixelImage, columns: Int, rows: Int) -> [[SymbolCell]] {
        guard columns > 0, rows > 0 else { return [] }
        return withCanvas(image, columns: columns, rows: rows, mode: .symbols) { canvas in
            (0..<rows).map { y in
                (0..<columns).map { x in
                    let code = chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))
                    var foreground: Int32 = 0
                    var background: Int32 = 0
                    chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                    let character = Unicode.Scalar(code).map(Character.init) ?? " "
                    return SymbolCell(
                        character: character, foreground: paletteIndex(foreground), background: paletteIndex(background)
                    )
                }
            }
        } ?? []
    }

    /// What a terminal prints to show `image` in `columns × rows` cells in `mode` (nothing for
    /// `off`); the symbols come with 24-bit colour sequences, each row ending the line.
    public static func output(of image: PixelImage, columns: Int, rows: Int, mode: TerminalPictureMode) -> String {
        guard mode != .off, columns > 0, rows > 0 else { return "" }
        return withCanvas(image, columns: columns, rows: rows, mode: mode) { canvas in
            guard let database = chafa_term_db_get_default(),
                let info = chafa_term_db_get_fallback_info(database)
            else { return "" }
            defer { chafa_term_info_unref(info) }
            guard let printed = chafa_canvas_print(canvas, info) else { return "" }
            defer { tw_chafa_string_free(printed) }
            return String(cString: printed.pointee.str)
        } ?? ""
    }

    private static func withCanvas<T>(
        _ image: PixelImage, columns: Int, rows: Int, mode: TerminalPictureMode, _ body: (OpaquePointer) -> T
    ) -> T? {
        guard let symbols = chafa_symbol_map_new() else { return nil }
        defer { chafa_symbol_map_unref(symbols) }
        let tags = CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_BORDER.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue
        chafa_symbol_map_add_by_tags(symbols, ChafaSymbolTags(rawValue: tags))
        guard let config = chafa_canvas_config_new() else { return nil }
        defer { chafa_canvas_config_unref(config) }
        chafa_canvas_config_set_geometry(config, Int32(clamping: columns), Int32(clamping: rows))
        chafa_canvas_config_set_symbol_map(config, symbols)
        switch mode {
        case .symbols, .off:
            chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SYMBOLS)
            chafa_canvas_config_set_canvas_mode(config, CHAFA_CANVAS_MODE_INDEXED_240)
        case .sixel:
            chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS)
            chafa_canvas_config_set_cell_geometry(config, 10, 20)
        case .kitty:
            chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_KITTY)
            chafa_canvas_config_set_cell_geometry(config, 10, 20)
        case .iterm2:
            chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_ITERM2)
            chafa_canvas_config_set_cell_geometry(config, 10, 20)
        }
        guard let canvas = chafa_canvas_new(config) else { return nil }
        defer { chafa_canvas_unref(canvas) }
        image.rgba.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(clamping: image.width),
                Int32(clamping: image.height), Int32(clamping: image.width * 4))
        }
        return body(canvas)
    }

    /// A raw colour of an indexed canvas as a palette index; transparency (-1) is black.
    private static func paletteIndex(_ raw: Int32) -> UInt8 {
        raw < 0 ? 16 : UInt8(clamping: raw)
    }
}
