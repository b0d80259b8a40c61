import ArrKit
import Foundation
import Testing

@testable import RadarrAPI

@Suite("A queue record reads its download leniently, as every *arr's does")
struct QueueRecordTests {
    /// The first record of a real server's queue page, as a JSON object.
    func realRecord() throws -> [String: Any] {
        let page = try JSONSerialization.jsonObject(with: try fixture("aiopyarr/radarr/queue.json")) as? [String: Any]
        return try #require((page?["records"] as? [[String: Any]])?.first)
    }

    /// `record` decoded as Radarr's queue record.
    func decoded(_ record: [String: Any]) throws -> QueueItem {
        try ArrJSON.makeDecoder().decode(QueueItem.self, from: try JSONSerialization.data(withJSONObject: record))
    }

    @Test(
        "a download field of the wrong type costs that field, not the record",
        arguments: ["status", "size", "timeleft", "added", "statusMessages", "protocol", "trackedDownloadState"])
    func oddField(field: String) throws {
        var record = try realRecord()
        record[field] = ["not": "this"]
        let item = try decoded(record)
        #expect(item.id == record["id"] as? Int)
        #expect(item.title == "string")
        #expect(item.movieId == 0)
    }

    @Test("sizes sent as text are read as numbers, and the progress follows them")
    func sizesAsText() throws {
        var record = try realRecord()
        record["size"] = "200000"
        record["sizeleft"] = "50000"
        let item = try decoded(record)
        #expect(item.size == 200_000)
        #expect(item.progress == 0.75)
    }

    @Test("a record without a readable id is left out of its page and said, the others kept")
    func noId() throws {
        let good = try realRecord()
        var bad = good
        bad["id"] = "not a number"
        let page: [String: Any] = ["page": 1, "pageSize": 10, "totalRecords": 2, "records": [good, bad]]
        let decoded = try ArrJSON.makeDecoder().decode(
            Paged<QueueItem>.self, from: try JSONSerialization.data(withJSONObject: page))
        #expect(decoded.records.count == 1)
        #expect(decoded.skipped.count == 1)
    }

    @Test("a record written back has the server's flat shape: the download's fields beside the ids")
    func flatShape() throws {
        var item = QueueItem(id: 7, movieId: 3, title: "Heat.1995.1080p", size: 100, sizeleft: 40)
        item.status = "paused"
        let object = try JSONSerialization.jsonObject(with: try ArrJSON.makeEncoder().encode(item)) as? [String: Any]
        #expect(object?["id"] as? Int == 7)
        #expect(object?["movieId"] as? Int == 3)
        #expect(object?["title"] as? String == "Heat.1995.1080p")
        #expect(object?["status"] as? String == "paused")
        #expect(object?["download"] == nil)
        #expect(try ArrJSON.makeDecoder().decode(QueueItem.self, from: try ArrJSON.makeEncoder().encode(item)) == item)
    }
}
