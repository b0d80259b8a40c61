import Foundation
import PictureKit
import Synchronization
import Testing

@testable import ThriftwoodCore

/// A server's pictures in memory: each path a drawn cover, Last-Modified fixed, every request
/// counted with the validators it carried; it can be taken offline.
private final class FakeCovers: PictureFetching {
    struct Asked: Equatable {
        let path: String
        let lastModified: String?
    }

    private let state = Mutex((asked: [Asked](), offline: false, changed: false))
    static let stamp = "Sun, 15 Jun 2025 15:06:40 GMT"

    var asked: [Asked] { state.withLock { $0.asked } }
    func goOffline() { state.withLock { $0.offline = true } }
    func change() { state.withLock { $0.changed = true } }

    func fetch(_ path: String, lastModified: String?, etag: String?) async throws -> PictureDownload {
        let (offline, changed) = state.withLock {
            $0.asked.append(Asked(path: path, lastModified: lastModified))
            return ($0.offline, $0.changed)
        }
        if offline { throw CoreError.demoUnavailable("the server is offline") }
        if lastModified == Self.stamp, !changed { return .unchanged }
        let title = changed ? "New \(path)" : path
        return .picture(
            try JPEGCodec.encode(CoverPainter.paint(title, shape: .poster, width: 100)), lastModified: Self.stamp,
            etag: nil)
    }
}

private final class ManualClock: Sendable {
    private let now = Mutex(Date(timeIntervalSince1970: 1_750_000_000))
    func read() -> Date { now.withLock { $0 } }
    func advance(_ seconds: TimeInterval) { now.withLock { $0 = $0.addingTimeInterval(seconds) } }
}

private func makeStore(
    _ covers: FakeCovers, clock: ManualClock = ManualClock(), capBytes: Int = 10_000_000
) -> (PictureStore, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
    let store = PictureStore(directory: folder, capBytes: capBytes, clock: { clock.read() }) { ref in
        guard ref.server == "radarr" else { throw CoreError.serverNotFound(ref.server, profile: "Home") }
        return covers
    }
    return (store, folder)
}

private func ref(_ path: String) throws -> PictureRef { try #require(PictureRef(server: "radarr", path: path)) }

@Suite("The picture cache")
struct PictureStoreTests {
    @Test("A picture asked for twice within a day is fetched once, and a 304 after that costs no bytes")
    func revalidation() async throws {
        let covers = FakeCovers()
        let clock = ManualClock()
        let (store, _) = makeStore(covers, clock: clock)
        let first = await store.picture(try ref("1/poster-500.jpg"))
        let again = await store.picture(try ref("1/poster-500.jpg"))
        #expect(first == again)
        #expect(covers.asked.count == 1)
        clock.advance(PictureStore.freshFor + 1)
        let revalidated = await store.picture(try ref("1/poster-500.jpg"))
        #expect(revalidated == first)
        #expect(covers.asked.last == .init(path: "1/poster-500.jpg", lastModified: FakeCovers.stamp))
        #expect(covers.asked.count == 2)
    }

    @Test("A picture the server changed is fetched anew when revalidated")
    func changed() async throws {
        let covers = FakeCovers()
        let clock = ManualClock()
        let (store, _) = makeStore(covers, clock: clock)
        let first = await store.picture(try ref("2/poster-500.jpg"))
        covers.change()
        clock.advance(PictureStore.freshFor + 1)
        let second = await store.picture(try ref("2/poster-500.jpg"))
        #expect(first.bytes != nil && second.bytes != nil && first != second)
    }

    @Test("Offline, the copy held is shown; with none held there is no picture and a reason, not a crash")
    func offline() async throws {
        let covers = FakeCovers()
        let clock = ManualClock()
        let (store, _) = makeStore(covers, clock: clock)
        let held = await store.picture(try ref("3/poster-500.jpg"))
        covers.goOffline()
        clock.advance(PictureStore.freshFor + 1)
        #expect(await store.picture(try ref("3/poster-500.jpg")) == held)
        guard case .unavailable(let reason) = await store.picture(try ref("4/poster-500.jpg")) else {
            Issue.record("a picture never fetched came from nowhere")
            return
        }
        #expect(reason.contains("offline"))
    }

    @Test("The cache stays under its cap, the least recently shown picture leaving first")
    func cap() async throws {
        let covers = FakeCovers()
        let clock = ManualClock()
        let size = try JPEGCodec.encode(CoverPainter.paint("1/poster-500.jpg", shape: .poster, width: 100)).count
        let (store, _) = makeStore(covers, clock: clock, capBytes: size * 5 / 2)
        for id in 1...3 {
            _ = await store.picture(try ref("\(id)/poster-500.jpg"))
            clock.advance(1)
        }
        // 1, the least recently shown, left when 3 came.
        #expect(await store.heldBytes() <= size * 5 / 2)
        let before = covers.asked.count
        _ = await store.picture(try ref("3/poster-500.jpg"))
        #expect(covers.asked.count == before, "the newest is still held")
        _ = await store.picture(try ref("1/poster-500.jpg"))
        #expect(covers.asked.count == before + 1, "the oldest left and is fetched again")
    }

    @Test("A smaller copy for a page is made once, kept, and made again when the original changes")
    func resized() async throws {
        let covers = FakeCovers()
        let clock = ManualClock()
        let (store, _) = makeStore(covers, clock: clock)
        let small = await store.resized(try ref("5/poster-500.jpg"), width: 40)
        let bytes = try #require(small.bytes)
        #expect(try JPEGCodec.decode(bytes).width == 40)
        #expect(await store.resized(try ref("5/poster-500.jpg"), width: 40) == small)
        covers.change()
        clock.advance(PictureStore.freshFor + 1)
        #expect(await store.resized(try ref("5/poster-500.jpg"), width: 40) != small)
    }

    @Test("Two screens asking for one picture at once make one request")
    func coalesced() async throws {
        let covers = FakeCovers()
        let (store, _) = makeStore(covers)
        let poster = try ref("6/poster-500.jpg")
        async let one = store.picture(poster)
        async let two = store.picture(poster)
        let (a, b) = await (one, two)
        #expect(a == b)
        #expect(covers.asked.count == 1)
    }

    @Test("An answer that is not a picture (a login page) is no picture, and nothing is kept")
    func notAPicture() async throws {
        struct LoginPage: PictureFetching {
            func fetch(_ path: String, lastModified: String?, etag: String?) async throws -> PictureDownload {
                .picture(Array("<html>Sign in</html>".utf8), lastModified: nil, etag: nil)
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        let store = PictureStore(directory: folder, capBytes: 1_000_000) { _ in LoginPage() }
        #expect(await store.picture(try ref("7/poster-500.jpg")).bytes == nil)
        #expect(await store.heldBytes() == 0)
    }
}

@Suite("Where a picture may be fetched from")
struct PictureAddressTests {
    @Test(
        "A picture's path stays on its server: no scheme, host, parent folder, query or absolute path",
        arguments: [
            "http://evil.example/x.jpg", "//evil.example/x.jpg", "../../etc/passwd", "1/../../x.jpg", "/1/poster.jpg",
            "1/poster.jpg?apikey=x", "1\\poster.jpg", "", "1//poster.jpg",
        ])
    func refused(path: String) {
        #expect(PictureRef(server: "radarr", path: path) == nil)
    }

    @Test("An address a payload names is taken only when it is under the server's own base")
    func payloadAddresses() {
        let base = "https://nas.local:7878/radarr"
        #expect(
            PictureAddressCheck.relativePath(of: "/radarr/MediaCover/1/poster.jpg", under: base)
                == .success("MediaCover/1/poster.jpg"))
        #expect(
            PictureAddressCheck.relativePath(of: "https://nas.local:7878/radarr/MediaCover/1/poster.jpg", under: base)
                == .success("MediaCover/1/poster.jpg"))
        for outside in [
            "https://image.tmdb.org/t/p/original/abc.jpg", "http://nas.local:7878/radarr/MediaCover/1/poster.jpg",
            "https://nas.local:8080/x.jpg", "https://169.254.169.254/latest/meta-data",
        ] {
            guard case .failure(let refusal) = PictureAddressCheck.relativePath(of: outside, under: base) else {
                Issue.record("\(outside) was taken")
                continue
            }
            #expect(refusal.description.contains("is not the server"))
        }
    }
}

@Suite("Which server a picture comes from")
struct PictureServerTests {
    @Test("Two profiles' servers of one slug keep their own pictures in the cache")
    func sameSlugTwoServers() async throws {
        let (first, second) = (FakeCovers(), FakeCovers())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pictures-\(UUID().uuidString)")
        let store = PictureStore(directory: folder, capBytes: 10_000_000) { ref in
            ref.serverID == "one" ? first : second
        }
        let one = try #require(PictureRef(server: "radarr", serverID: "one", path: "1/poster-500.jpg"))
        let two = try #require(PictureRef(server: "radarr", serverID: "two", path: "1/poster-500.jpg"))
        _ = await store.picture(one)
        _ = await store.picture(two)
        #expect(first.asked.count == 1 && second.asked.count == 1, "each server asked once, neither served the other's")
    }

    @Test("A picture of a server in a profile that is not the active one is fetched from that server")
    func otherProfile() async throws {
        try await withEnvironment { env in
            _ = try await env.demoProfile()
            let other = try await env.dependencies.profiles.create(
                ProfileDraft(
                    name: "Cabin", radarr: ConnectionDraft(.radarr, url: "http://127.0.0.1:1", apiKey: "cabin-key")))
            let server = try #require(other.server(.radarr))
            _ = try await env.dependencies.profiles.setActive(
                id: try #require(env.dependencies.profiles.profiles().first { $0.name == "Demo" }?.id))
            let ref = try #require(PictureRef(server: server.slug, serverID: server.id, path: "1/poster-500.jpg"))
            let fetcher = try await env.dependencies.pictureFetcher(for: ref)
            await #expect(throws: (any Error).self, "the cabin's unreachable Radarr, not the active demo") {
                try await fetcher.fetch(ref.path, lastModified: nil, etag: nil)
            }
        }
    }
}
