import Foundation

/// Where `keys.toml` lives and what loading it gave: the keymap, and why the defaults apply
/// when the file is bad.
public struct KeymapFile: Sendable {
    /// The file's location.
    public let url: URL
    /// The keys in force.
    public let keymap: Keymap
    /// Why the file was not used (the defaults apply), naming the line.
    public let problem: String?

    /// `$XDG_CONFIG_HOME/thriftwood/keys.toml`, else `~/.config/thriftwood/keys.toml`.
    public static func location(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base: URL
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"].map { URL(fileURLWithPath: $0) }
            base = (home ?? FileManager.default.homeDirectoryForCurrentUser).appendingPathComponent(".config")
        }
        return base.appendingPathComponent("thriftwood").appendingPathComponent("keys.toml")
    }

    /// Loads the file at `url`: no file is the defaults (with why when `required`, as for a file
    /// the person named); a bad one is the defaults with why.
    public static func load(_ url: URL = location(), required: Bool = false) -> KeymapFile {
        func defaults(_ problem: String) -> KeymapFile {
            KeymapFile(url: url, keymap: .defaults, problem: problem + "; the default keys apply.")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            return required
                ? defaults("\(url.path) does not exist") : KeymapFile(url: url, keymap: .defaults, problem: nil)
        }
        if isFolder.boolValue { return defaults("\(url.path) is a folder, not a keymap file") }
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        if let type = attributes?[.type] as? FileAttributeType, type != .typeRegular {
            return defaults("\(url.path) is not a regular file (a device or a pipe); name a keys.toml file")
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            return defaults("\(url.path) cannot be read: permission denied")
        }
        let size = (attributes?[.size] as? Int) ?? 0
        guard size <= Keymap.maxFileSize else {
            return KeymapFile(
                url: url, keymap: .defaults,
                problem: "\(url.path) is \(size / 1024) KB; Thriftwood reads keys.toml up to "
                    + "\(Keymap.maxFileSize / 1024) KB; the default keys apply.")
        }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            return KeymapFile(
                url: url, keymap: .defaults,
                problem: "\(url.path) could not be read (\(error.localizedDescription)); the default keys apply.")
        }
        do {
            return KeymapFile(url: url, keymap: try Keymap.parse(text), problem: nil)
        } catch {
            return KeymapFile(url: url, keymap: .defaults, problem: "\(error.description); the default keys apply.")
        }
    }
}
