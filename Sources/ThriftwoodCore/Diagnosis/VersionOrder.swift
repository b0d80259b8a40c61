/// Compares the version strings servers report ("4.0.19.2567", "v4.6.7", "2.0.0.5344"): the
/// numbers in them, left to right, a missing one counting as zero.
enum VersionOrder {
    /// Whether `version` comes before `oldest`; false when either has no number.
    static func isOlder(_ version: String, than oldest: String) -> Bool {
        let mine = numbers(version)
        let theirs = numbers(oldest)
        guard !mine.isEmpty, !theirs.isEmpty else { return false }
        for index in 0..<max(mine.count, theirs.count) {
            let left = index < mine.count ? mine[index] : 0
            let right = index < theirs.count ? theirs[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    /// The runs of digits in `text`, each clamped to what an Int holds.
    static func numbers(_ text: String) -> [Int] {
        text.split { !$0.isASCII || !$0.isNumber }.prefix(8).map { Int(String($0.prefix(9))) ?? 0 }
    }
}
