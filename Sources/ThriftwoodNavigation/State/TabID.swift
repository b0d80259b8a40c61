/// The name of one tab in a tabbed navigation state.
///
/// Untabbed apps never see this type: their single stack lives under ``TabID/main``.
public struct TabID: RawRepresentable, Hashable, Sendable, Codable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The tab's stable identifier, used in snapshots and deep links.
    public let rawValue: String

    /// Creates a tab identifier from its stable name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Creates a tab identifier from a string literal.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The implicit tab that holds the stack of an untabbed app.
    public static let main: TabID = "main"

    /// The tab's name.
    public var description: String { rawValue }
}
