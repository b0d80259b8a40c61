import ArrKit
import Foundation
import ServerKit
import SonarrAPI

extension MovieSummary: FilterSubject {
    /// The movie fields a filter can use.
    public static let filterFields: [String: FilterFieldKind] = [
        "monitored": .flag, "hasFile": .flag, "available": .flag, "missing": .flag, "cutoffUnmet": .flag,
        "year": .number, "runtime": .number, "rating": .number, "sizeGB": .number, "title": .text, "studio": .text,
        "quality": .text, "certification": .text, "status": .text, "path": .text, "tag": .list,
    ]

    /// The value of one of ``filterFields``.
    public func filterValue(_ field: String, tagNames: [Int: String]) -> FilterFieldValue? {
        switch field {
        case "monitored": .flag(monitored)
        case "hasFile": .flag(hasFile)
        case "available": .flag(isAvailable)
        case "missing": .flag(isMissing)
        case "cutoffUnmet": .flag(cutoffNotMet)
        case "year": .number(Double(year))
        case "runtime": .number(Double(runtime))
        case "rating": .number(rating)
        case "sizeGB": .number(Double(sizeOnDisk) / 1e9)
        case "title": .text(title)
        case "studio": .text(studio ?? "")
        case "quality": .text(quality ?? "")
        case "certification": .text(certification ?? "")
        case "status": .text(status)
        case "path": .text(path ?? "")
        case "tag": .list(tags.map { tagNames[$0] ?? String($0) })
        default: nil
        }
    }
}

extension Series: FilterSubject {
    /// The series fields a filter can use.
    public static let filterFields: [String: FilterFieldKind] = [
        "monitored": .flag, "ended": .flag, "complete": .flag, "year": .number, "seasons": .number,
        "episodes": .number, "rating": .number, "sizeGB": .number, "title": .text, "network": .text, "type": .text,
        "status": .text, "path": .text, "tag": .list,
    ]

    /// The value of one of ``filterFields``.
    public func filterValue(_ field: String, tagNames: [Int: String]) -> FilterFieldValue? {
        switch field {
        case "monitored": .flag(monitored)
        case "ended": .flag(status == .ended || ended == true)
        case "complete": .flag(statistics?.isComplete ?? false)
        case "year": .number(Double(year))
        case "seasons": .number(Double(seasons.filter { $0.seasonNumber > 0 }.count))
        case "episodes": .number(Double(statistics?.episodeFileCount ?? 0))
        case "rating": .number(ratings?.value ?? 0)
        case "sizeGB": .number(Double(statistics?.sizeOnDisk ?? 0) / 1e9)
        case "title": .text(title)
        case "network": .text(network ?? "")
        case "type": .text((seriesType ?? .standard).wireName)
        case "status": .text(status?.wireName ?? "")
        case "path": .text(path ?? "")
        case "tag": .list((tags ?? []).map { tagNames[$0] ?? String($0) })
        default: nil
        }
    }
}
