import ArrKit
import Foundation
import RadarrAPI
import ThriftwoodCore

/// One movie: facts, files, history, and its actions.
@MainActor
final class MovieDetailScreen: Screen {
    let model: MovieDetailViewModel
    private var scroll = 0

    init(model: MovieDetailViewModel) {
        self.model = model
    }

    var keyHints: [KeyHint] {
        guard model.canAct else { return model.detail.isLoading ? [] : [KeyHint("r", "reload")] }
        return [
            KeyHint("m", "monitor"), KeyHint("s", "search"), KeyHint("i", "releases"), KeyHint("e", "edit"),
            KeyHint("r", "refresh"), KeyHint("d", "delete"),
        ]
    }

    func render(into canvas: inout Canvas, area: Rect, context: any ScreenContext) {
        var y = area.y
        let x = area.x + 2
        let width = area.width - 4
        if let activity = model.activity {
            canvas.put("\(Blocks.spinner(context.now.timeIntervalSince1970)) \(activity)", x: x, y: y, style: .accent)
            y += 1
        } else if let message = model.message {
            canvas.put("✓ \(message)", x: x, y: y, style: .success)
            y += 1
        }
        for notice in [model.actionError, model.detail.error].compactMap({ $0 }) {
            y += Blocks.error(notice, in: Rect(x: area.x, y: y, width: area.width, height: 4), canvas: &canvas)
        }
        guard let detail = model.detail.value else {
            if model.detail.isLoading { canvas.put("Loading…", x: x, y: y + 1, style: .muted) }
            return
        }
        let movie = detail.movie
        var lines: [(String, CellStyle)] = []
        lines.append((RadarrLabels.title(movie.title, year: movie.year), .accent))
        let status = movie.fileStatus
        lines.append(
            (
                "\(movie.monitored ? "● Monitored" : "○ Not monitored") · \(status.text) · "
                    + "\(RadarrLabels.releaseStatus(movie.status)) · \(Format.runtime(movie.runtime ?? 0)) · "
                    + "\(movie.certification ?? "–")", .tone(status.tone)
            ))
        lines.append(("", .plain))
        let facts: [(String, String)] = [
            ("Quality profile", detail.qualityProfile), ("Path", movie.path ?? "–"),
            ("Size", Format.sizeOnDisk(movie.sizeOnDisk)), ("Studio", movie.studio ?? "–"),
            ("Genres", movie.genres.joined(separator: ", ")), ("Ratings", RadarrLabels.ratings(movie.ratings)),
            ("In cinemas", Format.day(movie.inCinemas)), ("Digital release", Format.day(movie.digitalRelease)),
            ("Physical release", Format.day(movie.physicalRelease)), ("Added", Format.day(movie.added)),
            ("Availability", movie.minimumAvailability.map(RadarrLabels.availability) ?? "–"),
            ("Tags", detail.tags.isEmpty ? "none" : detail.tags.joined(separator: ", ")),
        ]
        for (label, value) in facts { lines.append((TextLayout.pad(label, 17) + value, .plain)) }
        lines.append(("", .plain))
        for line in TextLayout.wrap(movie.overview ?? "", width) { lines.append((line, .plain)) }
        lines.append(("", .plain))
        lines.append(("Files (\(detail.files.count))", .accent))
        for file in detail.files {
            lines.append(("\(file.relativePath ?? file.path ?? "?")", .plain))
            let media = file.mediaInfo
            let parts = [
                file.quality?.name, Format.bytes(file.size ?? 0), media?.videoCodec, media?.resolution,
                media?.audioCodec, media?.audioLanguages,
            ].compactMap { $0 }.filter { !$0.isEmpty }
            lines.append(("  " + parts.joined(separator: " · "), .muted))
        }
        if detail.files.isEmpty { lines.append(("No files.", .muted)) }
        lines.append(("", .plain))
        lines.append(("History (\(detail.history.count))", .accent))
        for record in detail.history.prefix(20) {
            let when = Format.dateTime(record.date, use24Hour: context.use24HourTime)
            let event = RadarrLabels.event(record.eventType)
            lines.append(
                (
                    TextLayout.pad(when, 18) + TextLayout.pad(event.text, 21) + (record.sourceTitle ?? ""),
                    .tone(event.tone)
                ))
        }
        scroll = max(0, min(scroll, max(0, lines.count - (area.maxY - y))))
        for (line, style) in lines.dropFirst(scroll) where y < area.maxY {
            canvas.put(TextLayout.fit(line, width), x: x, y: y, style: style)
            y += 1
        }
    }

    var dialog: Dialog? {
        guard let choice = model.pendingDelete else { return nil }
        return .deleteFromLibrary(
            model.detail.value?.movie.title ?? "movie \(model.movieId)", choice: choice,
            change: { [model] in model.pendingDelete = $0 }, confirm: { [model] in await model.confirmDelete() })
    }

    func handle(_ key: Key, context: any ScreenContext) -> Bool {
        guard model.canAct else {
            if key == .character("r") {
                context.run { [model] in await model.load() }
                return true
            }
            return false
        }
        switch key {
        case .down, .character("j"): scroll += 1
        case .up, .character("k"): scroll = max(0, scroll - 1)
        case .pageDown: scroll += 10
        case .pageUp: scroll = max(0, scroll - 10)
        case .character("m"): context.run { [model] in await model.toggleMonitored() }
        case .character("s"): context.run { [model] in await model.automaticSearch() }
        case .character("r"): context.run { [model] in await model.refresh() }
        case .character("i"): model.showReleases()
        case .character("e"): model.edit()
        case .character("d"): context.run { [model] in await model.requestDelete() }
        default: return false
        }
        return true
    }
}
