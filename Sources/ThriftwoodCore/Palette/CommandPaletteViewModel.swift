import Foundation
import Observation

/// The command palette (Ctrl-P): one box over every screen, every cached movie and series,
/// the visible screen's actions and the profiles, ranked as you type; choosing navigates
/// through the coordinator, recorded as the palette's doing.
@MainActor
@Observable
public final class CommandPaletteViewModel {
    /// What is typed.
    public var query = "" {
        didSet { if query != oldValue { rerank() } }
    }
    /// The best items for the query, best first.
    public private(set) var results: [PaletteItem] = []
    /// Why part of the palette could not be read (a cache), shown under the box.
    public private(set) var problem: String?
    /// Runs a chosen item (set by the coordinator; actions go back to the front end).
    public var onChoose: (@MainActor (PaletteItem, String) -> Void)?

    private var index = PaletteIndex([])
    private let fixed: [PaletteItem]
    private let sources: [@Sendable () async throws -> [PaletteItem]]

    /// Creates the palette over `fixed` items (screens, actions) and `sources` read on load
    /// (the caches, the profiles).
    public init(fixed: [PaletteItem], sources: [@Sendable () async throws -> [PaletteItem]] = []) {
        self.fixed = fixed
        self.sources = sources
        index = PaletteIndex(fixed)
        rerank()
    }

    /// Reads the sources; one that fails leaves the rest and says so.
    public func load() async {
        var items = fixed
        var failures: [String] = []
        for source in sources {
            switch await capture({ try await source() }) {
            case .success(let found): items += found
            case .failure(let error): failures.append(ErrorNotice(error).message)
            }
        }
        problem = failures.isEmpty ? nil : failures.joined(separator: " ")
        index = PaletteIndex(items)
        rerank()
    }

    /// Chooses `item`.
    public func choose(_ item: PaletteItem) { onChoose?(item, query) }

    private func rerank() {
        results = index.rank(query).map { index.items[$0] }
    }
}
