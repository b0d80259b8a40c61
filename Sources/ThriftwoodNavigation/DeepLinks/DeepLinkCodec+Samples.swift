extension DeepLinkCodec {
    /// A link for every screen the route table can name, each capture filled with `int` or
    /// `string`: every entry on its own (a scope's entries under it), then each entry that
    /// follows another after every link it can follow, up to `depth` routes — for tests that
    /// walk the whole table (every route a front end must draw). Only links that parse are given.
    public func sampleLinks(int: Int = 1, string: String = "sample", depth: Int = 4) -> [String] {
        func fill(_ entry: RouteEntry<Route>) -> String {
            entry.segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .capture(_, .int): String(int)
                case .capture(_, .string): string
                }
            }.joined(separator: "/")
        }
        // Each scope's own path, and each entry's path under the scope it belongs to.
        var alone: [String] = []
        var followers: [(scope: String?, path: String)] = []
        for entry in entries {
            let path = fill(entry)
            if entry.needsPrevious { followers.append((nil, path)) } else { alone.append(path) }
            for child in entry.children ?? [] {
                let childPath = fill(child)
                if child.needsPrevious {
                    followers.append((path, childPath))
                } else {
                    alone.append(path + "/" + childPath)
                }
            }
        }
        let parses: (String) -> Bool = { (try? self.parse("\(self.scheme)://" + $0)) != nil }
        var found = alone.filter(parses)
        var frontier = found
        // Each following entry after at most two links: enough to reach every screen without
        // the product of every entry with every other.
        var uses: [String: Int] = [:]
        for _ in 1..<max(1, depth) {
            var next: [String] = []
            for link in frontier {
                for follower in followers where follower.scope.map({ link.hasPrefix($0 + "/") }) ?? true {
                    let key = (follower.scope ?? "") + "|" + follower.path
                    let candidate = link + "/" + follower.path
                    guard uses[key, default: 0] < 2, !found.contains(candidate), parses(candidate) else { continue }
                    uses[key, default: 0] += 1
                    next.append(candidate)
                }
            }
            found += next
            frontier = next
        }
        return found.map { "\(scheme)://" + $0 }
    }
}
