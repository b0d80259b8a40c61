extension RouteEntry {
    /// The same URL shape for routes moved somewhere else, e.g. the screens of a second server
    /// of a kind: what it parses is passed through `into`; it prints a route only when
    /// `outOf` gives back the route this entry names (nil: not one of the moved routes).
    /// The route before it is seen through `outOf` too, and a scope's children are mapped alike.
    public func mapped(
        into: @escaping @Sendable (Route) -> Route?, outOf: @escaping @Sendable (Route) -> Route?
    ) -> RouteEntry {
        let (make, match) = (self.make, self.match)
        return RouteEntry(
            pattern: pattern, segments: segments,
            make: { previous, values in
                make(previous.flatMap(outOf), values).flatMap(into)
            },
            match: { route, previous in
                outOf(route).flatMap { match($0, previous.flatMap(outOf)) }
            },
            needsPrevious: needsPrevious,
            children: children?.map { $0.mapped(into: into, outOf: outOf) })
    }
}
