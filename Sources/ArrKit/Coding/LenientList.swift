/// A record a list left out because it could not be read, and why.
public struct SkippedRecord: Hashable, Sendable, CustomStringConvertible {
    /// Where the record was in the list, from 0.
    public let index: Int
    /// The field and the problem, e.g. "title: missing String".
    public let reason: String

    /// Creates a skipped record.
    public init(index: Int, reason: String) {
        self.index = index
        self.reason = reason
    }

    /// "record 4: title: missing String".
    public var description: String { "record \(index + 1): \(reason)" }
}

/// One element of a list, decoded on its own: an element that cannot be read becomes its
/// reason instead of failing the whole list — real servers send nulls, strings for numbers
/// and enum values this build does not know, and one odd record must never lose a list.
package struct LenientElement<Value: Decodable>: Decodable {
    package let value: Value?
    package let problem: String?

    package init(from decoder: any Decoder) {
        do {
            value = try Value(from: decoder)
            problem = nil
        } catch let error as DecodingError {
            value = nil
            problem = DecodingFailure.fieldAndReason(error, dropping: decoder.codingPath.count)
        } catch {
            value = nil
            problem = DecodingFailure.plainReason(error)
        }
    }
}

/// Splits leniently decoded elements into the readable records and the skipped ones.
package func readable<Value>(_ elements: [LenientElement<Value>]) -> (records: [Value], skipped: [SkippedRecord]) {
    var records: [Value] = []
    var skipped: [SkippedRecord] = []
    records.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
        if let value = element.value {
            records.append(value)
        } else {
            skipped.append(SkippedRecord(index: index, reason: element.problem ?? "unreadable"))
        }
    }
    return (records, skipped)
}

/// What one list answer left out: the endpoint, how many records it had, and the skipped ones.
public struct SkippedRecords: Hashable, Sendable, CustomStringConvertible {
    /// The request, e.g. "GET /movie".
    public let endpoint: String
    /// How many records the answer held, readable or not.
    public let total: Int  // bounded: the records this answer held, counted by us
    /// The records left out.
    public let records: [SkippedRecord]

    /// Creates a report.
    public init(endpoint: String, total: Int, records: [SkippedRecord]) {
        self.endpoint = endpoint
        self.total = total
        self.records = records
    }

    /// "GET /movie: 1 of 20 records could not be read and are not shown (record 4: title: missing String)".
    public var description: String {
        let first = records.prefix(3).map(\.description).joined(separator: "; ")
        let more = records.count > 3 ? "; and \(records.count - 3) more" : ""
        return "\(endpoint): \(records.count) of \(total) records could not be read and are not shown (\(first)\(more))"
    }
}

/// A decoded answer that may have left unreadable records out (a page of a paged list).
package protocol LeavesOutUnreadableRecords {
    /// The records left out.
    var skippedRecords: [SkippedRecord] { get }
    /// How many records the answer held, readable or not.
    var receivedRecords: Int { get }
}

extension LenientElement: Sendable where Value: Sendable {}

extension KeyedDecodingContainer {
    /// The readable elements of the array at `key`, or nil when it is absent or null: a null
    /// entry or one odd element is dropped (real servers send `"languages": [null]`), never
    /// the record that holds the array.
    ///
    /// Read element by element through a nested container: decoding `[LenientElement<T>]`
    /// asked the runtime for that generic type on every record, which cost a fifth of the
    /// time of decoding a library of series.
    public func decodeLenientArray<Element: Decodable>(_ type: Element.Type, forKey key: Key) -> [Element]? {
        guard contains(key), (try? decodeNil(forKey: key)) == false,
            var container = try? nestedUnkeyedContainer(forKey: key)
        else { return nil }
        var elements: [Element] = []
        if let count = container.count { elements.reserveCapacity(count) }
        while !container.isAtEnd {
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else if (try? container.decode(SkippedElement.self)) == nil {
                break
            }
        }
        return elements
    }
}

/// Reads any JSON value and keeps nothing: how a lenient list steps past a null or an
/// unreadable element.
private struct SkippedElement: Decodable {
    init(from decoder: any Decoder) throws {}
}
