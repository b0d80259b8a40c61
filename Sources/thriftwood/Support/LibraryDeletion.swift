import ArgumentParser
import ArrKit
import Foundation
import ThriftwoodCore

/// What a kind's library gives the one `delete` command every *arr has (`movies delete`,
/// `series delete`, `artists delete`): its words, how the targets are found in it and its
/// editor's deletion.
protocol LibraryDeletionKind: SendableMetatype {
    /// The kind's client.
    associatedtype Client: ArrServiceClient
    /// The kind deleted from.
    static var kind: ServiceKind { get }
    /// What one item is called ("movie").
    static var one: String { get }
    /// What several are called ("movies"; "series" for both).
    static var many: String { get }
    /// The endpoint that deletes several at once, for the help ("DELETE /movie/editor").
    static var editor: String { get }
    /// The items the targets name in `client`'s library, with titles.
    static func match(_ targets: BulkTargets, in client: Client) async throws -> BulkMatch
    /// Deletes `ids` in one request, with their files and an import list exclusion if asked.
    static func delete(_ ids: [Int], deleteFiles: Bool, exclude: Bool, with client: Client) async throws
}

/// `thriftwood movies|series|artists delete ID… [--where EXPR] [--delete-files] [--exclude] --yes`:
/// what the targets name is listed by title first and deleted only with `--yes`, in one editor
/// request; ids the library does not have are named and left out.
struct LibraryDelete<Kind: LibraryDeletionKind>: AsyncParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "delete",
            abstract:
                "Delete \(Kind.many) from \(Kind.kind.displayName) (one \(Kind.editor); it lists them, then deletes with --yes)."
        )
    }

    @OptionGroup var connection: ConnectionOptions
    @OptionGroup var targets: BulkTargets
    @Flag(name: .customLong("delete-files"), help: "Also delete their files on disk.") var deleteFiles = false
    @Flag(help: "Add an import list exclusion so lists do not add them again.") var exclude = false

    /// `count` items in words: "1 movie", "3 series".
    static func counted(_ count: Int) -> String { "\(count) \(count == 1 ? Kind.one : Kind.many)" }

    func run() async throws {
        try await runReportingErrors {
            let count = try await connection.withArr(Kind.kind, as: Kind.Client.self) { client in
                let found = try await Kind.match(targets, in: client)
                try targets.confirmDeletion(of: found, noun: Self.counted)
                if !found.ids.isEmpty {
                    try await Kind.delete(found.ids, deleteFiles: deleteFiles, exclude: exclude, with: client)
                }
                return found.ids.count
            }
            let files = deleteFiles ? (count == 1 ? " and its files" : " and their files") : ""
            print(count == 0 ? "No \(Kind.one) matches." : "Deleted \(Self.counted(count))\(files)")
        }
    }
}
