import ThriftwoodCore

/// How a cell looks: a colour role and text attributes.
public struct CellStyle: Hashable, Sendable {
    /// What the colour means; the theme decides the actual colours.
    public enum Role: Int, Hashable, Sendable, CaseIterable {
        case normal = 0, accent, muted, success, warning, error, header, selection
    }

    /// The colour role.
    public var role: Role
    /// Bold text.
    public var bold: Bool
    /// Swapped foreground and background.
    public var reverse: Bool
    /// A picture's colours (cells of a poster drawn in symbols), which the theme leaves alone.
    public var picture: PictureCellColors?

    /// Creates a style.
    public init(_ role: Role = .normal, bold: Bool = false, reverse: Bool = false) {
        self.role = role
        self.bold = bold
        self.reverse = reverse
    }

    /// A picture's cell in its own colours.
    public static func picture(foreground: UInt8, background: UInt8) -> CellStyle {
        var style = CellStyle()
        style.picture = PictureCellColors(foreground: foreground, background: background)
        return style
    }

    /// Plain text.
    public static let plain = CellStyle()
    /// Emphasised text.
    public static let strong = CellStyle(bold: true)
    /// Secondary text.
    public static let muted = CellStyle(.muted)
    /// Titles and key hints.
    public static let accent = CellStyle(.accent, bold: true)
    /// The selected row.
    public static let selected = CellStyle(.selection, reverse: true)
    /// Errors.
    public static let error = CellStyle(.error, bold: true)
    /// Warnings.
    public static let warning = CellStyle(.warning)
    /// Good news.
    public static let success = CellStyle(.success)
    /// The header and footer bars.
    public static let bar = CellStyle(.header, reverse: true)
}

extension CellStyle {
    /// The style that shows a status's tone: green for good, yellow for attention, red for a problem.
    public static func tone(_ tone: StatusTone) -> CellStyle {
        switch tone {
        case .neutral: .plain
        case .good: .success
        case .attention: .warning
        case .problem: CellStyle(.error)
        case .quiet: .muted
        }
    }
}

/// The two colours of a picture's cell, as indexes into the terminal's 256-colour palette.
public struct PictureCellColors: Hashable, Sendable {
    /// The symbol's colour.
    public var foreground: UInt8
    /// The colour behind it.
    public var background: UInt8

    /// Two palette colours.
    public init(foreground: UInt8, background: UInt8) {
        self.foreground = foreground
        self.background = background
    }
}
