#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a JSON string ends: the scanners' inner loop over text, with the C library's
/// vectorised `memchr` jumping from quote to quote instead of testing every byte.
package enum JSONStringEnd {
    /// The index of the quote that closes the string whose contents start at `start`, or nil
    /// when it is not closed before `end`. A quote preceded by an odd number of backslashes is
    /// escaped and passed over.
    @inlinable
    package static func closingQuote(in bytes: UnsafeRawBufferPointer, from start: Int, end: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start
        // Most strings are short (keys, ids, dates): eight bytes at a time inline, no call.
        while index + 8 <= end, index - start < 64 {
            let word = UInt64(littleEndian: (base + index).loadUnaligned(as: UInt64.self))
            let quotes = word ^ 0x2222_2222_2222_2222
            let found = (quotes &- 0x0101_0101_0101_0101) & ~quotes & 0x8080_8080_8080_8080
            guard found != 0 else {
                index += 8
                continue
            }
            let quote = index + found.trailingZeroBitCount / 8
            if isUnescaped(quote, in: bytes, after: start) { return quote }
            index = quote + 1
        }
        // Long text: the C library's vectorised search, quote to quote.
        while index < end {
            guard let found = memchr(base + index, Int32(UInt8(ascii: "\"")), end - index) else { return nil }
            let quote = base.distance(to: UnsafeRawPointer(found))
            if isUnescaped(quote, in: bytes, after: start) { return quote }
            index = quote + 1
        }
        return nil
    }

    /// Whether the quote at `quote` ends the string: it is not preceded by an odd number of
    /// backslashes (counted back to `start`, where the string's contents begin).
    @inlinable
    package static func isUnescaped(_ quote: Int, in bytes: UnsafeRawBufferPointer, after start: Int) -> Bool {
        var backslashes = 0
        while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
            backslashes += 1
        }
        return backslashes % 2 == 0
    }
}
