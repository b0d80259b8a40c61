// One file, linked into every Swift target in Sources/ beside DoubleConversions.swift (CI's lint
// checks that each has it), so each module has its own internal copy and needs no import for it.
//
// A server's number is clamped when it is read, and a clamped number still traps when added:
// Int64.max episode files plus one more series is an overflow, and Swift's `+` ends the process.
// Arithmetic on a server's numbers goes through these instead; they stop at the type's bounds.
// `.ci/lint/arithmetic.py` fails on a sum reduced from zero with `+` anywhere in Sources/ and on
// `+`, `-` or `*` beside a number a wire model declares.

extension FixedWidthInteger {
    /// `self + other`, stopping at the type's bounds instead of trapping.
    func adding(saturating other: Self) -> Self {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// `self - other`, stopping at the type's bounds instead of trapping.
    func subtracting(saturating other: Self) -> Self {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other > 0 ? .min : .max
    }

    /// `self * other`, stopping at the type's bounds instead of trapping.
    func multiplied(saturating other: Self) -> Self {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? .max : .min
    }
}

extension Sequence where Element: FixedWidthInteger {
    /// The elements added up, stopping at the type's bounds instead of trapping.
    func saturatingSum() -> Element {
        reduce(Element.zero) { $0.adding(saturating: $1) }
    }
}

extension Sequence {
    /// `value` of every element added up, stopping at the type's bounds instead of trapping.
    func saturatingSum<Number: FixedWidthInteger>(of value: (Element) throws -> Number) rethrows -> Number {
        try reduce(Number.zero) { $0.adding(saturating: try value($1)) }
    }
}
