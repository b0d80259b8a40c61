import ArrKit
import Foundation

/// Saving a server's backup: read from the server with its key, written under a safe name and
/// never over a file (the terminal's save), or handed to the browser as a download.
extension ServerAdminViewModel {
    /// The backup with `id`: its file name (made safe) and its bytes, read from the server.
    public func backupFile(id: Int) async throws -> (name: String, data: Data) {
        let client = try await client()
        guard let backup = try await client.backups().first(where: { $0.id == id }) else {
            throw CoreError.unexpected("\(server.name) no longer lists backup \(id); reload the page")
        }
        let data = try await client.backupFile(backup)
        return (Self.safeFileName(backup.name ?? "backup-\(id).zip"), data)
    }

    /// `name` with nothing but letters, digits, dots, dashes and underscores (a server's name for
    /// a file never picks the folder it is saved in).
    public nonisolated static func safeFileName(_ name: String) -> String {
        let kept = String(
            name.unicodeScalars.map { scalar in
                scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || "._-".unicodeScalars.contains(scalar))
                    ? Character(scalar) : "_"
            })
        let trimmed = kept.drop { $0 == "." }
        return trimmed.isEmpty ? "backup.zip" : String(trimmed)
    }

    /// Writes `data` as `name` in `folder` (made if missing), never over an existing file.
    nonisolated static func write(_ data: Data, named name: String, in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var target = folder.appendingPathComponent(name)
        var copy = 1
        while FileManager.default.fileExists(atPath: target.path) {
            copy += 1
            target = folder.appendingPathComponent("\(copy)-\(name)")
        }
        try data.write(to: target, options: .withoutOverwriting)
        return target
    }
}
