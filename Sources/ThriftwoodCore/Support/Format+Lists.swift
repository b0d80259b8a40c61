extension Format {
    /// Names as a sentence lists them: "A", "A and B", "A, B and C".
    public static func list(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        guard names.count > 1 else { return last }
        return names.dropLast().joined(separator: ", ") + " and " + last
    }
}
