import Foundation

extension AppHomeViewModel {
    /// The status lines for at most `rows` rows: every server's own line (and its offline
    /// copy's) when they fit; else the lines that want attention in full, in the menu's order,
    /// and the servers that are well folded into one line that names them (Services lists
    /// each), so a short window keeps room for what downloads and airs.
    public func statusLines(fitting rows: Int) -> [StatusLabel] {
        var full: [StatusLabel] = []
        for server in services {
            full.append(statusLine(of: server))
            if let offline = offline[server] { full.append(StatusLabel("  " + offline, .quiet)) }
        }
        guard full.count > max(1, rows) else { return full }
        var kept: [StatusLabel] = []
        var folded: [String] = []
        for server in services {
            let line = statusLine(of: server)
            if line.tone == .good {
                folded.append(server.name)
            } else {
                kept.append(line)
                if let offline = offline[server] { kept.append(StatusLabel("  " + offline, .quiet)) }
            }
        }
        guard !folded.isEmpty else { return kept }
        let summary = StatusLabel(
            folded.count == 1
                ? "\(folded[0]) is well (see Services)"
                : "\(folded.count) more servers are well (see Services): \(Format.list(folded))",
            .good)
        return kept + [summary]
    }
}
