import ThriftwoodCore

/// A screen's picture (a poster, a cover) on a page: served by `serve` itself under an opaque
/// id, in the sizes the browser picks from (a phone gets a small one), decorative (`alt=""`:
/// the title is beside it), and a blank tile when there is none.
@MainActor
enum PosterImage {
    /// The widths a page offers; the server resizes to these and keeps each.
    nonisolated static let widths = [160, 240, 320, 480]

    /// The picture of `panel` in a box `width` pixels wide on a large screen; nothing without one.
    static func html(_ panel: PicturePanel?, context: PageContext, width: Int = 240, shape: Shape = .poster) -> HTML {
        guard let panel, panel.state != .none else { return .empty }
        let token = context.pictures.token(for: panel.ref)
        let base = context.basePath + "/_/picture/" + token
        let sources = HTML.join(widths.map { "\(base)?w=\($0) \($0)w" }, separator: ", ")
        let height = shape == .poster ? width * 3 / 2 : width
        return """
            <img class="poster \(shape.rawValue)" src="\(base)?w=\(width)" srcset="\(sources)" \
            sizes="(max-width: 640px) 34vw, \(width)px" width="\(width)" height="\(height)" alt="" \
            loading="lazy" decoding="async">
            """
    }

    /// A row's small poster in a library list (drawn 32 pixels wide, served at 96 for sharp
    /// screens); nothing without pictures.
    static func thumb(_ ref: PictureRef?, context: PageContext) -> HTML {
        guard let ref else { return .empty }
        let source = context.basePath + "/_/picture/" + context.pictures.token(for: ref) + "?w=96"
        return "<img class=\"thumb\" src=\"\(source)\" width=\"32\" height=\"48\" alt=\"\" loading=\"lazy\">"
    }

    /// A library tile's poster in the grid (the browser picks 160 or 240 pixels).
    static func tile(_ ref: PictureRef?, context: PageContext) -> HTML {
        guard let ref else { return "<span class=\"tile-blank\"></span>" }
        let base = context.basePath + "/_/picture/" + context.pictures.token(for: ref)
        return """
            <img src="\(base)?w=160" srcset="\(base)?w=160 160w, \(base)?w=240 240w" \
            sizes="(max-width: 640px) 30vw, 160px" width="160" height="240" alt="" loading="lazy">
            """
    }

    /// The picture's shape, which sets its box before it arrives (no jump when it does).
    enum Shape: String {
        /// 2:3.
        case poster
        /// 1:1.
        case cover
    }
}
