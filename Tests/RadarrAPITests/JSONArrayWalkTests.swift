import ArrKit
import Foundation
import Testing

@Suite("Reading a large array on every core in one pass")
struct JSONArrayWalkTests {
    /// Each element's `id`, read through the walk.
    static func ids(_ json: String, parts: Int = 4) async -> [Int]? {
        await JSONArrayWalk.map(Data(json.utf8), parts: parts) { cursor -> Int in
            var id = -1
            try cursor.object { cursor, key in
                if String(decoding: key, as: UTF8.self) == "id" {
                    id = Int(try cursor.integer() ?? -1)
                } else {
                    try cursor.skipValue()
                }
            }
            return id
        }?.map(\.value)
    }

    /// `count` objects that all open with "title", each with nested objects and arrays.
    static func library(_ count: Int, overview: String = "plain") -> String {
        "["
            + (1...count).map { id in
                #"{"title":"Film \#(id)","images":[{"coverType":"poster"},{"coverType":"fanart"}],"#
                    + #""overview":"\#(overview)","movieFile":{"title":"inner","id":0},"id":\#(id)}"#
            }.joined(separator: ",") + "]"
    }

    @Test("every element comes back once, in order, with its own bytes, however many cores read")
    func readsEveryElementInOrder() async throws {
        for parts in [1, 2, 3, 8] {
            #expect(await Self.ids(Self.library(500), parts: parts) == Array(1...500))
        }
        let data = Data(Self.library(3).utf8)
        let walked = try #require(await JSONArrayWalk.map(data, parts: 2) { try $0.skipValue() })
        let first = String(decoding: walked[0].json, as: UTF8.self)
        #expect(first.hasPrefix(#"{"title":"Film 1""#) && first.hasSuffix(#""id":1}"#))
        #expect(await Self.ids("[]") == [])
        #expect(await Self.ids(#"  [ {"id": 7} ]  "#) == [7])
        #expect(await Self.ids(#"[{"id": 1} , {"id": 2}]"#, parts: 2) == [1, 2])
    }

    @Test("a guessed boundary inside a string or a nested object is found out: nil, never a wrong list")
    func wrongGuessesAreFoundOut() async {
        // Every overview quotes what opens an element; a cut lands on one of them.
        let quoting = Self.library(400, overview: #"a,{\"title\":\"fake\",\"id\":999} b"#)
        let read = await Self.ids(quoting, parts: 4)
        #expect(read == nil || read == Array(1...400))
        // A nested list whose objects open as the elements do: the cuts land inside it.
        let nested =
            "["
            + (1...300).map {
                #"{"title":"x","id":\#($0),"alternateTitles":[{"title":"a"},{"title":"b"},{"title":"c"}]}"#
            }
            .joined(separator: ",") + "]"
        #expect(await Self.ids(nested, parts: 4) == nil)
        #expect(await Self.ids(nested, parts: 1) == Array(1...300))
    }

    @Test("what is not one array of objects, or ends badly, is nil")
    func malformedIsNil() async {
        #expect(await Self.ids(#"{"id": 1}"#) == nil)
        #expect(await Self.ids(#"[1, 2, 3]"#) == nil)
        #expect(await Self.ids(#"[{"id": 1}, {"id": 2}"#) == nil)
        #expect(await Self.ids(#"[{"id": 1}] trailing"#) == nil)
        #expect(await Self.ids(String(Self.library(100).dropLast())) == nil)
    }
}
