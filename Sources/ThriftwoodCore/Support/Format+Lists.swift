import ServerKit

extension Format {
    /// Names as a sentence lists them: "A", "A and B", "A, B and C".
    public static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}

extension Format {
    /// A speed limit a client sent, as ``limit(_:)-(Int64)`` words it.
    public static func limit(_ bytesPerSecond: ServerCount) -> String { limit(bytesPerSecond.int64) }

    /// A speed limit as the person typed it: a whole number of KiB, MiB or GiB a second in
    /// those units ("2 MiB/s" for `2M`, never "2.1 MB/s"), any other rate in bytes as sizes are.
    /// A client that counts in thousands (Transmission) gives back 2,097,000 for `2M`: within
    /// 0.2 % of a whole unit is that unit.
    public static func limit(_ bytesPerSecond: Int64) -> String {
        for (unit, size) in [("GiB", Int64(1) << 30), ("MiB", Int64(1) << 20), ("KiB", Int64(1) << 10)]
        where bytesPerSecond >= size {
            let whole = (Double(bytesPerSecond) / Double(size)).rounded()
            let off = abs(Double(bytesPerSecond) - whole * Double(size)) / Double(bytesPerSecond)
            // KiB only exactly: near some whole number of KiB is nearly every rate.
            if off == 0 || (unit != "KiB" && off < 0.002) { return "\(Int64(clamping: whole)) \(unit)/s" }
        }
        return bytes(bytesPerSecond) + "/s"
    }
}

extension Format {
    /// A server's count with thousands grouped by commas: "7,256".
    public static func grouped(_ number: ServerCount) -> String { grouped(number.asInt) }

    /// A count with thousands grouped by commas, the same in every locale: "7,256".
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (number < 0 ? "-" : "") + out
    }
}
