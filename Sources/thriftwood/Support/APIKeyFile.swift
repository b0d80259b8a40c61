import Foundation

/// Reading an API key from a file (`--api-key-file`, `--sonarr-api-key-file`): its first line,
/// from a file of at most 4 KB, with a warning when other users can read it.
enum APIKeyFile {
    /// The largest key file read: an API key is 32 characters.
    static let maxSize = 4 * 1024

    /// The first line of `path`; a file other users can read gets a warning on stderr.
    static func read(_ path: String) throws -> String {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw CLIError("Cannot read the API key file \(path).")
        }
        let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maxSize else {
            throw CLIError(
                "The API key file \(path) is \(size) bytes; a key file is its first line, at most \(maxSize) bytes.")
        }
        let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
        if mode & 0o004 != 0 {
            Progress.warn("\(path) can be read by every user of this machine; `chmod 600 \(path)` keeps the key yours.")
        }
        guard let text = FileManager.default.contents(atPath: path).map({ String(decoding: $0, as: UTF8.self) }) else {
            throw CLIError("Cannot read the API key file \(path).")
        }
        return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
    }
}
