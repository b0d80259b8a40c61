// One file, linked into every Swift target in Sources/ (CI's lint checks that each has it), so
// each module has its own internal copy and needs no import for it.
//
// `Int(someDouble)` traps on NaN, infinity and values out of range, and servers send all three
// (a queue `size` of 1e19, a `sizeleft` of -1e300). The shadows below replace the standard
// library's conversions from Double in every module: a raw conversion is a compiler warning, and
// CI fails on a warning in Sources/. Write `Int(clamping:)` for a number that may come from
// outside, `Int(exactly:)` where a fraction or overflow must be noticed. Should a warning slip
// through, the shadow clamps instead of trapping.

extension FixedWidthInteger {
    /// `source` rounded toward zero and clamped to the type's range; NaN becomes zero.
    init(clamping source: Double) {
        if source.isNaN {
            self = 0
        } else if source >= Double(Self.max) {
            // Double(Int64.max) rounds up to 2^63, which Int64 cannot hold: anything there is max.
            self = Self.max
        } else if source <= Double(Self.min) {
            self = Self.min
        } else {
            // Generic, so not a shadowed conversion; finite and inside the range, checked above.
            self = Self(source.rounded(.towardZero))
        }
    }
}

extension Int {
    /// Shadows the trapping conversion; see the top of this file.
    @available(*, deprecated, message: "traps on NaN, infinity and out of range: write Int(clamping:)")
    init(_ source: Double) { self.init(clamping: source) }
}

extension Int64 {
    /// Shadows the trapping conversion; see the top of this file.
    @available(*, deprecated, message: "traps on NaN, infinity and out of range: write Int64(clamping:)")
    init(_ source: Double) { self.init(clamping: source) }
}

extension Int32 {
    /// Shadows the trapping conversion; see the top of this file.
    @available(*, deprecated, message: "traps on NaN, infinity and out of range: write Int32(clamping:)")
    init(_ source: Double) { self.init(clamping: source) }
}

extension Int16 {
    /// Shadows the trapping conversion; see the top of this file.
    @available(*, deprecated, message: "traps on NaN, infinity and out of range: write Int16(clamping:)")
    init(_ source: Double) { self.init(clamping: source) }
}

extension Int8 {
    /// Shadows the trapping conversion; see the top of this file.
    @available(*, deprecated, message: "traps on NaN, infinity and out of range: write Int8(clamping:)")
    init(_ source: Double) { self.init(clamping: source) }
}

extension UInt {
    /// Shadows the trapping conversion; see the top of this file.
    @available(*, deprecated, message: "traps on NaN, infinity and out of range: write UInt(clamping:)")
    init(_ source: Double) { self.init(clamping: source) }
}

extension UInt64 {
    /// Shadows the trapping conversion; see the top of this file.
    @available(*, deprecated, message: "traps on NaN, infinity and out of range: write UInt64(clamping:)")
    init(_ source: Double) { self.init(clamping: source) }
}

extension UInt32 {
    /// Shadows the trapping conversion; see the top of this file.
    @available(*, deprecated, message: "traps on NaN, infinity and out of range: write UInt32(clamping:)")
    init(_ source: Double) { self.init(clamping: source) }
}

extension UInt16 {
    /// Shadows the trapping conversion; see the top of this file.
    @available(*, deprecated, message: "traps on NaN, infinity and out of range: write UInt16(clamping:)")
    init(_ source: Double) { self.init(clamping: source) }
}

extension UInt8 {
    /// Shadows the trapping conversion; see the top of this file.
    @available(*, deprecated, message: "traps on NaN, infinity and out of range: write UInt8(clamping:)")
    init(_ source: Double) { self.init(clamping: source) }
}
