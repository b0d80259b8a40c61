import ArrKit
import Foundation

/// A condition typed with `F` over a list's items, as a list keeps it: the text as typed, the
/// compiled filter in force, the server's tag names when it uses `tag`, and why the last one
/// typed could not be used (the last good one stays in force).
public struct TypedCondition<Subject: FilterSubject>: Sendable, Hashable {
    /// The condition as typed.
    public private(set) var text = ""
    /// The condition in force.
    public private(set) var compiled: CompiledFilter<Subject>?
    /// The names of the server's tags, once a condition on `tag` read them.
    public private(set) var tagNames: [Int: String] = [:]
    /// Why the condition typed last could not be used.
    public private(set) var error: FilterError?

    /// No condition.
    public init() {}

    /// Takes `typed` (empty clears the condition); reads `service`'s tags first when it uses
    /// `tag`. A condition that cannot be read, or whose tags cannot, keeps the last good one.
    public mutating func set(
        _ typed: String, service: String, tags: @escaping @Sendable () async throws -> [Tag]
    ) async {
        let trimmed = typed.trimmingCharacters(in: .whitespaces)
        text = trimmed
        guard !trimmed.isEmpty else {
            compiled = nil
            error = nil
            return
        }
        do {
            let condition = try CompiledFilter<Subject>(trimmed)
            if condition.expression.fields.contains("tag") {
                switch await capture(tags) {
                case .success(let read): tagNames = Dictionary(read.map { ($0.id, $0.label) }) { first, _ in first }
                case .failure(let failure):
                    error = FilterError(
                        message: "\(service)'s tags could not be read: \(ErrorNotice(failure).message)", column: 1)
                    return
                }
            }
            compiled = condition
            error = nil
        } catch {
            self.error = error
        }
    }

    /// Whether `item` passes (everything passes without a condition).
    public func admits(_ item: Subject) -> Bool { compiled?.admits(item, tagNames: tagNames) ?? true }
}
