/// An object key packed into integers, so a scanner can match it against the keys it knows
/// without making a `String` for every member of every record.
///
/// Keys up to 24 bytes are packed exactly; a longer one becomes a value that equals no key
/// the scanners know (none is that long), so it is skipped like any unknown key.
@usableFromInline
package struct JSONKey: Equatable, Sendable {
    @usableFromInline var first: UInt64 = 0
    @usableFromInline var second: UInt64 = 0
    @usableFromInline var third: UInt64 = 0
    @usableFromInline var length: Int

    /// The key whose bytes are `bytes` (as ``JSONByteCursor/rawString()`` returns them).
    @inlinable
    package init(_ bytes: UnsafeRawBufferPointer) {
        length = bytes.count
        guard length <= 24 else {
            length = -1
            return
        }
        var offset = 0
        while offset + 8 <= length {
            store(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)), word: offset >> 3)
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < length {
            tail |= UInt64(bytes[offset]) &<< shift
            shift &+= 8
            offset += 1
        }
        if shift > 0 { store(tail, word: (length - 1) >> 3) }
    }

    @inlinable
    mutating func store(_ value: UInt64, word: Int) {
        switch word {
        case 0: first = value
        case 1: second = value
        default: third = value
        }
    }

    @inlinable
    package static func == (left: JSONKey, right: JSONKey) -> Bool {
        left.length == right.length && left.first == right.first && left.second == right.second
            && left.third == right.third
    }
}

/// The keys a scanner reads, as an enum whose raw values are the keys: finds the case for a
/// key's bytes by comparing packed integers, never making a `String`.
package struct JSONKeyTable<Field: CaseIterable & RawRepresentable & Sendable>: Sendable
where Field.RawValue == String {
    @usableFromInline let keys: [JSONKey]
    @usableFromInline let fields: [Field]

    /// A table of every case of `Field`.
    package init() {
        fields = Array(Field.allCases)
        keys = fields.map { field in
            Array(field.rawValue.utf8).withUnsafeBytes { JSONKey($0) }
        }
    }

    /// The field spelled by `bytes`, or nil for a key the scanner does not read.
    @inlinable
    package func field(_ bytes: UnsafeRawBufferPointer) -> Field? {
        let key = JSONKey(bytes)
        for index in keys.indices where keys[index] == key { return fields[index] }
        return nil
    }
}
