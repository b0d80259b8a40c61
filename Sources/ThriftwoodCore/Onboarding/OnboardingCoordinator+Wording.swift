extension OnboardingCoordinator {
    /// What the last step says before its form, the same in every front end: every kind a
    /// further server can be (from the registry, so a new kind is named), a second of the
    /// stepped ones, and Finish.
    public var moreServersIntro: String {
        let others = extraKinds.filter { !Self.services.contains($0) }.map(\.displayName)
        let seconds = Self.services.map(\.displayName)
        return "Add another server — \(Self.either(others)) — or a second \(Self.either(seconds)); then Finish."
    }

    /// What the last step has added so far, or nil before the first.
    public var addedSoFar: String? {
        guard !extras.isEmpty else { return nil }
        return "Added: " + extras.map { "\($0.name) (\($0.kind.displayName))" }.joined(separator: ", ")
    }

    /// `names` as "A, B or C".
    private static func either(_ names: [String]) -> String {
        guard let last = names.last else { return "" }
        let rest = names.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
    }
}
