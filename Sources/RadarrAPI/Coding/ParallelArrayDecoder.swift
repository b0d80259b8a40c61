import Foundation

/// Decodes a large JSON array on every core: the array is split into element ranges, and the
/// elements are decoded in small batches, each wrapped as its own little array, at most one
/// batch per core at a time. Small batches keep `JSONDecoder`'s working memory small.
enum ParallelArrayDecoder {
    /// Elements per batch.
    static let batchSize = 500

    /// The decoded elements, in order, each with its own bytes (a slice sharing `data`'s storage).
    static func decode<Element: Decodable & Sendable>(
        _ type: Element.Type, from data: Data
    ) async throws -> [(element: Element, json: Data)] {
        let ranges = data.withUnsafeBytes { JSONArraySplitter.elements(of: $0) }
        guard let ranges else {
            // Not an array the splitter understands: decode it whole (JSONDecoder reports any error).
            return try RadarrJSON.makeDecoder().decode([Element].self, from: data).map { (element: $0, json: Data()) }
        }
        let batches = stride(from: 0, to: ranges.count, by: batchSize).map { start in
            Array(ranges[start..<min(ranges.count, start + batchSize)])
        }
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var results = [[Element]](repeating: [], count: batches.count)
        try await withThrowingTaskGroup(of: (Int, [Element]).self) { group in
            var next = 0
            func submit() {
                guard next < batches.count else { return }
                let index = next
                let batch = batches[index]
                next += 1
                group.addTask { (index, try decodeBatch(Element.self, batch, in: data)) }
            }
            for _ in 0..<width { submit() }
            while let (index, decoded) = try await group.next() {
                results[index] = decoded
                submit()
            }
        }
        let base = data.startIndex
        var output: [(element: Element, json: Data)] = []
        output.reserveCapacity(ranges.count)
        for (batch, decoded) in zip(batches, results) {
            for (range, element) in zip(batch, decoded) {
                output.append((element: element, json: data[(base + range.lowerBound)..<(base + range.upperBound)]))
            }
        }
        return output
    }

    private static func decodeBatch<Element: Decodable>(
        _ type: Element.Type, _ batch: [Range<Int>], in data: Data
    ) throws -> [Element] {
        var joined = Data()
        joined.reserveCapacity(batch.reduce(2) { $0 + $1.count + 1 })
        joined.append(UInt8(ascii: "["))
        let base = data.startIndex
        for (position, range) in batch.enumerated() {
            if position > 0 { joined.append(UInt8(ascii: ",")) }
            joined.append(data[(base + range.lowerBound)..<(base + range.upperBound)])
        }
        joined.append(UInt8(ascii: "]"))
        return try RadarrJSON.makeDecoder().decode([Element].self, from: joined)
    }
}
