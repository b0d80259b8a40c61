import ArrKit

/// What an *arr accepts as a folder, checked before anything is sent: a root folder must be one
/// the server has, and a title's own folder must be an absolute path (as Radarr, Sonarr and
/// Lidarr refuse otherwise, or worse, accept a path they cannot use).
public enum FolderRules {
    /// The root folder to add under: `typed` when the server has it (a trailing slash aside),
    /// else the server's first; an error naming the server's root folders otherwise.
    public static func rootFolder(
        _ typed: String?, among folders: [RootFolder], on service: String
    ) throws(FolderRuleError)
        -> String
    {
        guard let typed else {
            guard let first = folders.first?.path else {
                throw FolderRuleError("\(service) has no root folder; add one in its Settings → Media Management.")
            }
            return first
        }
        let wanted = trimmed(typed)
        if let match = folders.first(where: { trimmed($0.path) == wanted }) { return match.path }
        let known = folders.map(\.path)
        throw FolderRuleError(
            "“\(typed)” is not one of \(service)'s root folders"
                + (known.isEmpty ? " (it has none)." : ": \(Format.list(known))."))
    }

    /// `path` when it is absolute (`/data/tv/Show`, `C:\TV\Show`, `\\nas\tv\Show`); an error otherwise.
    public static func absolute(_ path: String, for what: String) throws(FolderRuleError) -> String {
        let isWindowsDrive =
            path.count >= 3 && path.dropFirst().first == ":"
            && (path.dropFirst(2).first == "\\" || path.dropFirst(2).first == "/")
        guard path.hasPrefix("/") || path.hasPrefix("\\\\") || isWindowsDrive else {
            throw FolderRuleError("\(what) must be a full path on the server (like /data/tv/Show), not “\(path)”.")
        }
        return path
    }

    /// Why an edit form's changed `path` cannot be saved, for its error line; nil when it can.
    static func refusal(ofPath path: String, changed: Bool) -> ErrorNotice? {
        guard changed else { return nil }
        do {
            _ = try absolute(path, for: "The path")
            return nil
        } catch {
            return ErrorNotice(message: error.message, suggestion: "Type the folder as the server sees it, from /.")
        }
    }

    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") || path.hasSuffix("\\") { path.removeLast() }
        return path
    }
}

/// A folder an *arr would refuse, said in the user's words.
public struct FolderRuleError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong and what the server has instead.
    public let message: String

    init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
