import Foundation

/// Runs work over the elements of a large top-level JSON array on every core.
///
/// The array is split into element ranges without parsing (``JSONArraySplitter``), and
/// `transform` turns batches of them into values, at most one batch per core at a time.
/// Small batches keep each batch's working memory small. Each result comes back in order
/// with its element's own bytes, a slice sharing `data`'s storage.
public enum JSONArrayBatches {
    /// Elements per batch.
    public static let batchSize = 500

    /// The transformed elements with their bytes, or nil when `data` is not one well-formed array.
    ///
    /// `transform` receives the whole payload and one batch of element ranges, and returns
    /// one value per range.
    public static func map<Value: Sendable>(
        _ data: Data, batchSize: Int = batchSize,
        _ transform: @escaping @Sendable (Data, ArraySlice<Range<Int>>) throws -> [Value]
    ) async throws -> [(value: Value, json: Data)]? {
        guard let ranges = data.withUnsafeBytes({ JSONArraySplitter.elements(of: $0) }) else { return nil }
        let starts = Array(stride(from: 0, to: ranges.count, by: batchSize))
        let width = max(1, ProcessInfo.processInfo.activeProcessorCount)
        var results = [[Value]](repeating: [], count: starts.count)
        try await withThrowingTaskGroup(of: (Int, [Value]).self) { group in
            var next = 0
            func submit() {
                guard next < starts.count else { return }
                let number = next
                let batch = ranges[starts[number]..<min(ranges.count, starts[number] + batchSize)]
                next += 1
                group.addTask { (number, try transform(data, batch)) }
            }
            for _ in 0..<width { submit() }
            while let (number, values) = try await group.next() {
                results[number] = values
                submit()
            }
        }
        let base = data.startIndex
        var output: [(value: Value, json: Data)] = []
        output.reserveCapacity(ranges.count)
        for (range, value) in zip(ranges, results.joined()) {
            output.append((value: value, json: data[(base + range.lowerBound)..<(base + range.upperBound)]))
        }
        return output
    }
}

/// The readable elements of a JSON array, each with its own bytes, and the records left out.
public struct ReadableArray<Element: Sendable>: Sendable {
    /// The elements that could be read, in order, each with its exact JSON.
    public var elements: [(element: Element, json: Data)]
    /// The elements that could not be read, and why.
    public var skipped: [SkippedRecord]
}

/// Decodes a large JSON array with `JSONDecoder` on every core, batch by batch, element by
/// element: an element that cannot be read is left out and reported, never the list.
package enum ParallelArrayDecoder {
    /// The readable elements, in order, each with its own bytes, and the skipped ones.
    package static func decode<Element: Decodable & Sendable>(
        _ type: Element.Type, from data: Data
    ) async throws -> ReadableArray<Element> {
        var result = ReadableArray<Element>(elements: [], skipped: [])
        if let decoded = try await JSONArrayBatches.map(
            data, { data, batch in try decodeBatch(Element.self, batch, in: data) })
        {
            result.elements.reserveCapacity(decoded.count)
            for (index, item) in decoded.enumerated() {
                if let element = item.value.value {
                    result.elements.append((element: element, json: item.json))
                } else {
                    result.skipped.append(SkippedRecord(index: index, reason: item.value.problem ?? "unreadable"))
                }
            }
            return result
        }
        // Not an array the splitter understands: decode it whole (JSONDecoder reports any error).
        let (records, skipped) = readable(
            try ArrJSON.makeDecoder().decode([LenientElement<Element>].self, from: ArrJSON.repaired(data)))
        return ReadableArray(elements: records.map { (element: $0, json: Data()) }, skipped: skipped)
    }

    /// Decodes one batch, wrapped as its own little array, element by element.
    private static func decodeBatch<Element: Decodable>(
        _ type: Element.Type, _ batch: ArraySlice<Range<Int>>, in data: Data
    ) throws -> [LenientElement<Element>] {
        var joined = Data()
        joined.reserveCapacity(batch.reduce(2) { $0 + $1.count + 1 })
        joined.append(UInt8(ascii: "["))
        let base = data.startIndex
        for (position, range) in batch.enumerated() {
            if position > 0 { joined.append(UInt8(ascii: ",")) }
            joined.append(data[(base + range.lowerBound)..<(base + range.upperBound)])
        }
        joined.append(UInt8(ascii: "]"))
        return try ArrJSON.makeDecoder().decode(
            [LenientElement<Element>].self, from: ArrJSON.repaired(joined))
    }
}
