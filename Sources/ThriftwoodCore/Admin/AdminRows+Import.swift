import ArrKit
import Foundation

extension AdminRows {
    /// The manual import table: each file, what the server matched it to, its quality,
    /// languages, group and size, whether it will be imported, and the server's reasons.
    public static func manualImport(
        _ candidates: [ManualImportCandidate], included: Set<Int>, server: String
    ) -> AdminTable {
        let chosen = candidates.filter { included.contains($0.id) }
        let titles = Set(chosen.compactMap(\.match.title))
        var actions: [AdminAction] = []
        if !chosen.isEmpty {
            let names = chosen.map(\.fileName)
            let into = titles.count == 1 ? titles.first : nil
            actions = [
                .importFiles(names: names, into: into, copy: false), .importFiles(names: names, into: into, copy: true),
            ]
        }
        return AdminTable(
            columns: ["File", "Is", "Quality", "Languages", "Group", "Size", "Import"],
            rows: candidates.map { candidate in
                let state: StatusLabel
                var rowActions: [AdminAction] = []
                if candidate.isRefused {
                    state = StatusLabel("refused", .problem)
                } else if !candidate.match.isMatched {
                    state = StatusLabel("no match", .attention)
                } else if included.contains(candidate.id) {
                    state = StatusLabel("yes", .good)
                    rowActions = [.includeFile(id: candidate.id, name: candidate.fileName, include: false)]
                } else {
                    state = StatusLabel("left out", .quiet)
                    rowActions = [.includeFile(id: candidate.id, name: candidate.fileName, include: true)]
                }
                return AdminRow(
                    id: "file-\(candidate.id)",
                    cells: [
                        candidate.fileName, matchTitle(candidate.match), candidate.quality?.name ?? "–",
                        candidate.languages.compactMap(\.name).joined(separator: ", ").ifEmpty("–"),
                        candidate.releaseGroup ?? "–", candidate.size.map(Format.bytes) ?? "–", state.text,
                    ], tone: state.tone,
                    notes: candidate.rejections.compactMap(\.reason).map { "\(server): \($0)" }
                        + (candidate.match.isMatched ? [] : ["\(server) could not tell what this file is."]),
                    actions: rowActions)
            }, empty: "Nothing is waiting to be imported here.", actions: actions,
            summary: candidates.isEmpty ? nil : "\(Format.plural(chosen.count, "file")) of \(candidates.count) chosen")
    }

    /// What a file was matched to: "Dune (2021)", "Severance S01E02–E03", "Björk — Homogenic".
    public static func matchTitle(_ match: ImportMatch) -> String {
        guard let title = match.title, !title.isEmpty else { return "–" }
        guard let season = match.seasonNumber, !match.episodeNumbers.isEmpty else { return title }
        let numbers = match.episodeNumbers.sorted()
        let first = String(format: "S%02dE%02d", season, numbers[0])
        return title + " " + first + (numbers.count > 1 ? String(format: "–E%02d", numbers[numbers.count - 1]) : "")
    }

    /// The files taken in at first: every one the server matched and does not refuse.
    public static func importable(_ candidates: [ManualImportCandidate]) -> Set<Int> {
        Set(candidates.filter { !$0.isRefused && $0.match.isMatched }.map(\.id))
    }
}

extension String {
    /// The text, or `replacement` when it is empty.
    fileprivate func ifEmpty(_ replacement: String) -> String { isEmpty ? replacement : self }
}
