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
///
/// The keys sit in a small open-addressed hash table (at least four slots per key), so a key
/// is found, or known unread, in one or two comparisons rather than one per field.
package struct JSONKeyTable<Field: CaseIterable & RawRepresentable & Sendable>: Sendable
where Field.RawValue == String {
    @usableFromInline let keys: [JSONKey]
    @usableFromInline let fields: [Field]
    /// Each slot holds a position in `keys`, or -1 when empty.
    @usableFromInline let slots: [Int]
    @usableFromInline let mask: Int

    /// A table of every case of `Field`.
    package init() {
        self.init(only: Array(Field.allCases))
    }

    /// A table of `fields` only: any other key reads as one the scanner does not read.
    package init(only fields: [Field]) {
        self.fields = fields
        keys = fields.map { field in
            Array(field.rawValue.utf8).withUnsafeBytes { JSONKey($0) }
        }
        var size = 16
        while size < keys.count * 4 { size *= 2 }
        var slots = Array(repeating: -1, count: size)
        for (position, key) in keys.enumerated() {
            var slot = key.hashSlot & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = position
        }
        self.slots = slots
        mask = size - 1
    }

    /// The field spelled by `bytes`, or nil for a key the scanner does not read.
    @inlinable
    package func field(_ bytes: UnsafeRawBufferPointer) -> Field? {
        let key = JSONKey(bytes)
        var slot = key.hashSlot & mask
        while true {
            let position = slots[slot]
            if position < 0 { return nil }
            if keys[position] == key { return fields[position] }
            slot = (slot + 1) & mask
        }
    }
}

extension JSONKey {
    /// A well-mixed number from the key's words, for ``JSONKeyTable``'s slots (never negative).
    @inlinable
    var hashSlot: Int {
        var mixed =
            (first ^ (second &* 0x9E37_79B9_7F4A_7C15) ^ (third &* 0xC2B2_AE3D_27D4_EB4F))
            &+ UInt64(bitPattern: Int64(length))
        mixed = (mixed ^ (mixed &>> 29)) &* 0xBF58_476D_1CE4_E5B9
        mixed ^= mixed &>> 32
        return Int(truncatingIfNeeded: mixed & 0x7FFF_FFFF)
    }
}
