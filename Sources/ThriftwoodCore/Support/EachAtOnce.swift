/// Runs `body` for every element at once and returns each outcome in the elements' order: a
/// stalled server bounds the wait instead of adding to it, and one failure loses no other answer.
public func eachAtOnce<Element: Sendable, Value: Sendable>(
    _ elements: [Element], _ body: @escaping @Sendable (Element) async throws -> Value
) async -> [Result<Value, any Error>] {
    await withTaskGroup(of: Placed<Value>.self) { group in
        for (position, element) in elements.enumerated() {
            group.addTask {
                let outcome: Result<Value, any Error>
                do {
                    let value = try await body(element)
                    outcome = .success(value)
                } catch {
                    outcome = .failure(error)
                }
                return Placed(position: position, outcome: outcome)
            }
        }
        var placed: [Placed<Value>] = []
        for await one in group { placed.append(one) }
        return placed.sorted { $0.position < $1.position }.map(\.outcome)
    }
}

/// An outcome with its element's place (a struct, not a tuple: docs/COMPILER-NOTES.md).
private struct Placed<Value: Sendable>: Sendable {
    let position: Int
    let outcome: Result<Value, any Error>
}
