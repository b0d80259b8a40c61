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
        while index < end {
            guard let found = memchr(base + index, Int32(UInt8(ascii: "\"")), end - index) else { return nil }
            let quote = base.distance(to: UnsafeRawPointer(found))
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 { return quote }
            index = quote + 1
        }
        return nil
    }
}
