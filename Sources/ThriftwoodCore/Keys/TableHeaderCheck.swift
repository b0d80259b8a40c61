/// Finds the section headers TOMLKit's parser cannot be handed.
///
/// The TOML parser inside TOMLKit (toml++) asserts that a header's `[` or `[[` is followed by a
/// key, and its assertions are compiled in: `[` alone on a line, or `[` before `#`, `,`, `=`, `{`
/// and the like, aborts the process instead of reporting an error. Each such line is found here
/// first and named, in the user's words, so any keys.toml gets a sentence and the defaults.
enum TableHeaderCheck {
    /// The first line (from 1) whose header has no key after its brackets, if any.
    static func firstNamelessHeader(in text: String) -> Int? {
        var number = 0
        // By scalars, not characters: "\r\n" is one Character and would hide a line's start.
        for line in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1  // bounded: lines of a file of at most 64 KB
            var rest = line.drop { $0 == " " || $0 == "\t" }
            guard rest.first == "[" else { continue }
            rest = rest.dropFirst()
            if rest.first == "[" { rest = rest.dropFirst() }
            rest = rest.drop { $0 == " " || $0 == "\t" }
            guard let next = rest.first, startsKey(next) else { return number }
        }
        return nil
    }

    /// A bare key's letters, digits, `-` and `_`, or a quoted key's quote.
    private static func startsKey(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", "\"", "'": true
        default: false
        }
    }
}
