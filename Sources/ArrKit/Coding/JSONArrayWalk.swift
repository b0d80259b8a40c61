import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads the elements of a large top-level JSON array of objects on every core in one pass,
/// without splitting it first.
///
/// The array is cut into one stretch per core at a guessed boundary (the next `,{"title":`,
/// as the first element opens, after each cut), and each core reads its stretch element by
/// element. A guess is kept only if the core before it, reading from a start already known to
/// be right, ends exactly there; a boundary guessed inside a string or a nested object is
/// found out that way, and the walk answers nil so the caller reads the array the careful way
/// (``JSONArrayBatches``).
package enum JSONArrayWalk {
    /// Each element read by `element` (from a cursor at its first byte, leaving the cursor just
    /// after it) with its own bytes, a slice sharing `data`'s storage; nil when a guess did
    /// not hold, an element could not be read or `data` is not one array.
    package static func map<Value: Sendable>(
        _ data: Data, parts: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ element: @escaping @Sendable (inout JSONByteCursor) throws -> Value
    ) async -> [(value: Value, json: Data)]? {
        await map(data, parts: parts, element, combine: { (value: $0, json: $1) })
    }

    /// Each element read by `element` and made one value of the answer with its bytes by
    /// `combine` — the answer built once, each core's part let go as soon as it is in.
    package static func map<Value: Sendable, Output>(
        _ data: Data, parts: Int = ProcessInfo.processInfo.activeProcessorCount,
        _ element: @escaping @Sendable (inout JSONByteCursor) throws -> Value,
        combine: (Value, Data) -> Output
    ) async -> [Output]? {
        guard let starts = data.withUnsafeBytes({ stretches(of: $0, parts: max(1, parts)) }) else { return nil }
        if starts.isEmpty { return [] }
        var walked = await withTaskGroup(of: (Int, Stretch<Value>?).self) { group in
            for (number, start) in starts.enumerated() {
                let stop = number + 1 < starts.count ? starts[number + 1] : nil
                group.addTask {
                    (number, data.withUnsafeBytes { try? walk($0, from: start, to: stop, element) })
                }
            }
            var walked = [Stretch<Value>?](repeating: nil, count: starts.count)
            for await (number, stretch) in group { walked[number] = stretch }
            return walked
        }
        guard walked.allSatisfy({ $0 != nil }) else { return nil }
        let base = data.startIndex
        var output: [Output] = []
        output.reserveCapacity(walked.saturatingSum { $0?.values.count ?? 0 })
        for number in walked.indices {
            guard let stretch = walked[number] else { return nil }
            walked[number] = nil
            for (value, range) in zip(stretch.values, stretch.ranges) {
                output.append(combine(value, data[(base + range.lowerBound)..<(base + range.upperBound)]))
            }
        }
        return output
    }

    /// What one core read: its elements and their byte ranges.
    private struct Stretch<Value: Sendable>: Sendable {
        var values: [Value] = []
        var ranges: [Range<Int>] = []
    }

    /// Where each core starts: the first element, then a guessed element start after each
    /// cut; empty for an empty array, nil when `bytes` does not start an array of objects.
    ///
    /// The elements of one list all open with the same key (`{"title":` for Radarr's movies),
    /// and the objects nested in them mostly do not, so a guess is the first `,` followed by
    /// the first element's opening after the cut.
    private static func stretches(of bytes: UnsafeRawBufferPointer, parts: Int) -> [Int]? {
        var cursor = JSONByteCursor(bytes, range: 0..<bytes.count)
        guard (try? cursor.expect(UInt8(ascii: "["))) != nil, let next = try? cursor.peek() else { return nil }
        if next == UInt8(ascii: "]") { return [] }
        let first = cursor.index
        guard next == UInt8(ascii: "{") else { return nil }
        var opening = cursor
        guard (try? opening.expect(UInt8(ascii: "{"))) != nil, (try? opening.rawString()) != nil,
            (try? opening.expect(UInt8(ascii: ":"))) != nil, opening.index - first < 64
        else { return [first] }
        let needle = [UInt8(ascii: ",")] + Array(bytes[first..<opening.index])
        var starts = [first]
        let length = bytes.count - first
        for part in 1..<parts {
            let from = max(starts[starts.count - 1] + 1, first + length / parts * part)
            guard from + needle.count < bytes.count else { break }
            guard let found = find(needle, in: bytes, from: from) else { break }
            starts.append(found + 1)
        }
        return starts
    }

    /// Where `needle` (which starts with a comma) first occurs in `bytes` at or after `from`.
    private static func find(_ needle: [UInt8], in bytes: UnsafeRawBufferPointer, from: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = from
        while index + needle.count <= bytes.count,
            let found = memchr(base + index, Int32(needle[0]), bytes.count - needle.count + 1 - index)
        {
            let comma = base.distance(to: UnsafeRawPointer(found))
            if bytes[comma..<(comma + needle.count)].elementsEqual(needle) { return comma }
            index = comma + 1
        }
        return nil
    }

    /// Reads the elements from `start` until the next one would start at `stop` (which it
    /// must, exactly) or, without a stop, to the end of the array (which must end the input).
    private static func walk<Value: Sendable>(
        _ bytes: UnsafeRawBufferPointer, from start: Int, to stop: Int?,
        _ element: (inout JSONByteCursor) throws -> Value
    ) throws -> Stretch<Value> {
        var stretch = Stretch<Value>()
        var cursor = JSONByteCursor(bytes, range: start..<bytes.count)
        while true {
            let first = cursor.index
            if let stop, first >= stop {
                guard first == stop else { throw JSONByteCursor.Malformed() }
                return stretch
            }
            stretch.values.append(try element(&cursor))
            stretch.ranges.append(first..<cursor.index)
            if try cursor.consume(UInt8(ascii: ",")) {
                cursor.skipSpace()
                continue
            }
            try cursor.expect(UInt8(ascii: "]"))
            cursor.skipSpace()
            guard stop == nil, cursor.index == bytes.count else { throw JSONByteCursor.Malformed() }
            return stretch
        }
    }
}
