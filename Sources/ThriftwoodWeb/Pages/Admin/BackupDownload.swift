import Foundation
import ThriftwoodCore

/// A backup handed to the browser as a download: `serve` reads it from the server with the
/// server's key (the browser never sees an address or a key), for an admin, on the backups page.
enum BackupDownload: Sendable {
    /// The file: its (safe) name and its bytes.
    case file(name: String, data: Data)
    /// Not given, and why, in the user's words.
    case refused(String)
    /// Not this person's to have (a household user), and why.
    case forbidden(String)
}

extension WebFrontEnd {
    /// Backup `id` of the backups page at `path`, for `visit`.
    func backup(_ id: Int, at path: String, visit: Visit) async -> BackupDownload {
        let visitor = await self.visitor(for: visit)
        return await visitor.serially {
            let coordinator = visitor.coordinator
            guard await self.navigate(coordinator, to: path, sheet: nil) else {
                return .refused(coordinator.notice ?? "That page does not exist.")
            }
            await coordinator.settle()
            guard visit.role == .admin else { return .forbidden(WebActions.refusalForHousehold) }
            guard case .admin(let admin) = coordinator.visibleModel, admin.route == .backups else {
                return .refused("Backups are saved from a server's backups page.")
            }
            do {
                let (name, data) = try await admin.backupFile(id: id)
                return .file(name: name, data: data)
            } catch {
                return .refused(ErrorNotice(error).message)
            }
        }
    }
}
