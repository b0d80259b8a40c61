import ArrKit
import Foundation
import ThriftwoodCore

/// The one way every *arr's `delete` goes (`movies delete`, `series delete`, `artists delete`):
/// what the targets name is listed by title first and deleted only with `--yes`, in one editor
/// request; ids the library does not have are named and left out. A kind gives its words, how
/// its targets are found and its editor's deletion.
struct LibraryDeletion<Client: ArrServiceClient> {
    /// The kind deleted from.
    let kind: ServiceKind
    /// What one item is called ("movie").
    let one: String
    /// What several are called ("movies"; "series" for both).
    let many: String
    /// The items the targets name in `client`'s library.
    let match: (Client) async throws -> BulkMatch
    /// Deletes the ids in one request (with the files and exclusion the command was asked for).
    let delete: (Client, [Int]) async throws -> Void

    /// `count` items in words: "1 movie", "3 series".
    func counted(_ count: Int) -> String { "\(count) \(count == 1 ? one : many)" }

    /// Lists what the targets match, stops without `--yes`, deletes and says what went.
    func run(_ targets: BulkTargets, through connection: ConnectionOptions, deleteFiles: Bool) async throws {
        let count = try await connection.withArr(kind, as: Client.self) { client in
            let found = try await match(client)
            try targets.confirmDeletion(of: found, noun: counted)
            if !found.ids.isEmpty { try await delete(client, found.ids) }
            return found.ids.count
        }
        print(
            count == 0
                ? "No \(one) matches."
                : "Deleted \(counted(count))\(deleteFiles ? (count == 1 ? " and its files" : " and their files") : "")")
    }
}
