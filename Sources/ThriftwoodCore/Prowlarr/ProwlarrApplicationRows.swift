import ArrKit
import Foundation
import ProwlarrAPI

/// The applications Prowlarr keeps in step as a table, with "Sync now".
public enum ProwlarrApplicationRows {
    /// The columns of the applications.
    public static let columns = ["Application", "Kind", "Sync"]

    /// `server`'s applications.
    public static func table(_ applications: [ProwlarrApplication], server: String) -> DisplayTable {
        let rows = applications.map { application in
            DisplayRow(
                id: "\(application.id)",
                cells: [application.name, application.implementationName ?? "—", level(application.syncLevel)],
                tone: application.syncLevel == .disabled ? .quiet : .neutral)
        }
        let actions =
            applications.contains { $0.syncLevel != .disabled }
            ? [
                TableAction(
                    id: "sync", label: "Sync now", key: "S", progress: "Syncing the indexers to every application…")
            ]
            : []
        return DisplayTable(
            columns: columns, rows: rows,
            empty: "\(server) feeds no application yet. Add your *arrs under Settings → Apps in Prowlarr.",
            actions: actions, flexibleColumn: 0)
    }

    /// "Full sync", "Add and remove only", "Off".
    static func level(_ level: ApplicationSyncLevel) -> String {
        switch level {
        case .fullSync: "Full sync"
        case .addOnly: "Add and remove only"
        case .disabled: "Off"
        case .unknown(let name): name.isEmpty ? "—" : name
        }
    }
}
