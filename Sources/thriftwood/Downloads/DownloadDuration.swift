/// How long a timed pause lasts, as typed (`30m`, `1h`, `90`, `1h30m`) and said back.
enum DownloadDuration {
    /// The minutes `text` means (a bare number is minutes); nil for nonsense or more than a week.
    static func minutes(_ text: String) -> Int? {
        let value = text.lowercased().trimmingPrefixAndSuffixSpaces()
        if let bare = Int(value) { return (1...10_080).contains(bare) ? bare : nil }
        var total = 0
        var digits = ""
        for character in value {
            if character.isNumber {
                digits.append(character)
            } else {
                guard let number = Int(digits) else { return nil }
                switch character {
                case "h": total += number * 60
                case "m": total += number
                case "d": total += number * 1440
                default: return nil
                }
                digits = ""
            }
        }
        guard digits.isEmpty, (1...10_080).contains(total) else { return nil }
        return total
    }

    /// "30 minutes", "1 hour", "1 h 30 min".
    static func words(_ minutes: Int) -> String {
        switch (minutes / 60, minutes % 60) {
        case (0, let m): "\(m) minute\(m == 1 ? "" : "s")"
        case (let h, 0): "\(h) hour\(h == 1 ? "" : "s")"
        case (let h, let m): "\(h) h \(m) min"
        }
    }
}

extension String {
    fileprivate func trimmingPrefixAndSuffixSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
