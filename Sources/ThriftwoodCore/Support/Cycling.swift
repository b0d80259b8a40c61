extension Array {
    /// The element after the first one that `isCurrent` accepts, wrapping to the start; the
    /// first element when none is current; nil for an empty array. How every "next choice"
    /// key (profile, folder, sort, filter, preset) moves through its options.
    public func cycled(after isCurrent: (Element) -> Bool) -> Element? {
        guard !isEmpty else { return nil }
        guard let index = firstIndex(where: isCurrent) else { return first }
        return self[(index + 1) % count]
    }
}

extension Array where Element: Equatable {
    /// The element after `current`, wrapping to the start (the first when `current` is absent).
    public func cycled(after current: Element?) -> Element? { cycled { $0 == current } }
}
