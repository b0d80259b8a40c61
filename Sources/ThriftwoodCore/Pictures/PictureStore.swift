import Crypto
import Foundation
import Logging
import PictureKit
import Synchronization

/// Every picture Thriftwood shows, fetched from the server that has it and kept on disk.
///
/// A picture asked for again within ``freshFor`` comes from the disk without a request; after
/// that it is revalidated with the server's Last-Modified or ETag (a 304 costs no bytes); when
/// the server cannot be reached the copy held is shown. The folder is kept under a size cap,
/// the least recently shown leaving first. Two screens asking for one picture at once make one
/// request. Failures are logged and come back as ``PictureOutcome/unavailable(_:)``: a missing
/// picture is a blank, never an error on screen.
public actor PictureStore {
    /// Finds how to fetch a picture from the server its reference names.
    public typealias Resolver = @Sendable (PictureRef) async throws -> any PictureFetching

    /// How long a picture is shown without asking the server again.
    public static let freshFor: TimeInterval = 24 * 3600

    private let directory: URL
    private var openedIndex: PictureIndex?
    private let cap: Mutex<Int>
    private var capBytes: Int { cap.withLock { $0 } }
    private let clock: @Sendable () -> Date
    private let resolve: Resolver
    private let logger: Logger
    private var running: [String: Task<PictureOutcome, Never>] = [:]

    /// A store in `directory` holding at most `capBytes`, reaching servers through `resolve`.
    public init(
        directory: URL, capBytes: Int, clock: @escaping @Sendable () -> Date = { Date() },
        logger: Logger = Logger(label: "thriftwood.pictures") { _ in SwiftLogNoOpLogHandler() },
        resolve: @escaping Resolver
    ) {
        self.directory = directory
        self.cap = Mutex(max(0, capBytes))
        self.clock = clock
        self.resolve = resolve
        self.logger = logger
    }

    /// Changes the cap (Settings); the cache comes under it as the next picture is kept.
    public nonisolated func setCap(bytes: Int) {
        cap.withLock { $0 = max(0, bytes) }
    }

    /// The bytes the cache holds in all.
    public func heldBytes() -> Int { (try? index().totalBytes()) ?? 0 }

    /// The picture `ref` names, as the server sent it.
    public func picture(_ ref: PictureRef) async -> PictureOutcome {
        await once(ref.key) { await self.load(ref) }
    }

    /// The picture scaled down to `width` pixels wide (never up) and encoded as JPEG, kept on
    /// disk beside the original and made again when the original changes.
    public func resized(_ ref: PictureRef, width: Int) async -> PictureOutcome {
        let width = min(max(width, 16), 2000)
        let key = ref.key + "|w=\(width)"
        return await once(key) {
            let original = await self.picture(ref)
            guard case .picture(let bytes, let stamp) = original else { return original }
            return await self.derived(key, from: bytes, stamp: stamp, width: width)
        }
    }

    /// The picture decoded to pixels no larger than `width × height` (for a terminal); nil
    /// when there is none or it cannot be read (logged).
    public func image(_ ref: PictureRef, fitting width: Int, _ height: Int) async -> PixelImage? {
        guard let bytes = await picture(ref).bytes else { return nil }
        do {
            return try JPEGCodec.decode(bytes, fitting: (width, height)).scaledDown(toFit: width, height)
        } catch {
            logger.info("picture \(ref.path) on \(ref.server) is not drawn: \(error.description)")
            return nil
        }
    }

    // MARK: Loading

    private func once(_ key: String, _ work: @escaping @Sendable () async -> PictureOutcome) async -> PictureOutcome {
        if let task = running[key] { return await task.value }
        let task = Task { await work() }
        running[key] = task
        let outcome = await task.value
        running[key] = nil
        return outcome
    }

    private func load(_ ref: PictureRef) async -> PictureOutcome {
        let now = clock()
        let held = heldCopy(ref.key)
        if let (row, bytes) = held, now.timeIntervalSince(row.checkedAt) < Self.freshFor {
            touch(row, at: now)
            return .picture(bytes, stamp: row.stamp)
        }
        let download: PictureDownload
        do {
            let fetcher = try await resolve(ref)
            download = try await fetcher.fetch(ref.path, lastModified: held?.row.lastModified, etag: held?.row.etag)
        } catch {
            let reason = ErrorNotice(error).message
            guard let (row, bytes) = held else {
                logger.info("picture \(ref.path) on \(ref.server): \(reason)")
                return .unavailable(reason)
            }
            // Offline: the copy held is what there is.
            logger.info("picture \(ref.path) on \(ref.server) shown from the cache: \(reason)")
            return .picture(bytes, stamp: row.stamp)
        }
        switch download {
        case .unchanged:
            guard let (row, bytes) = held else { return .unavailable("the server said unchanged, but nothing is held") }
            record { try index().touch(row.key, at: now, checked: true) }
            return .picture(bytes, stamp: row.stamp)
        case .picture(let bytes, let lastModified, let etag):
            guard PictureFormat(sniffing: bytes) != .unknown else {
                return .unavailable("the server's answer for \(ref.path) is not a picture")
            }
            return store(ref.key, bytes, lastModified: lastModified, etag: etag, source: nil)
        }
    }

    private func derived(_ key: String, from bytes: [UInt8], stamp: String, width: Int) -> PictureOutcome {
        if let (row, held) = heldCopy(key), row.source == stamp {
            touch(row, at: clock())
            return .picture(held, stamp: row.stamp)
        }
        do {
            let image = try JPEGCodec.decode(bytes, fitting: (width, 1)).scaledDown(toFit: width, Int.max / 8)
            return store(key, try JPEGCodec.encode(image), lastModified: nil, etag: nil, source: stamp)
        } catch {
            logger.info("picture \(key) cannot be resized: \(error.description)")
            // A picture that cannot be resized is served as it came.
            return .picture(bytes, stamp: stamp)
        }
    }

    // MARK: Disk

    /// The index, opened (and the folder made) on first use, so a store never used touches no disk.
    private func index() throws -> PictureIndex {
        if let openedIndex { return openedIndex }
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let opened = try PictureIndex.open(directory.appendingPathComponent("index.sqlite"))
        openedIndex = opened
        return opened
    }

    private func heldCopy(_ key: String) -> (row: PictureIndex.Row, bytes: [UInt8])? {
        guard let row = (try? index().row(key)) ?? nil else { return nil }
        guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(row.file).path) else {
            record { try index().remove(key) }
            return nil
        }
        return (row, [UInt8](data))
    }

    private func store(
        _ key: String, _ bytes: [UInt8], lastModified: String?, etag: String?, source: String?
    ) -> PictureOutcome {
        let stamp = Self.stamp(bytes)
        let file = Self.stamp(Array(key.utf8)) + ".img"
        let now = clock()
        do {
            try Data(bytes).write(to: directory.appendingPathComponent(file), options: .atomic)
            try index().save(
                PictureIndex.Row(
                    key: key, file: file, byteCount: bytes.count, lastModified: lastModified, etag: etag,
                    checkedAt: now, usedAt: now, stamp: stamp, source: source))
        } catch {
            logger.warning("picture \(key) is shown but not kept: \(error)")
        }
        evict(keeping: key)
        return .picture(bytes, stamp: stamp)
    }

    private func evict(keeping key: String) {
        record {
            var total = try index().totalBytes()
            while total > capBytes {
                let oldest = try index().leastRecentlyUsed(keeping: key, limit: 32)
                guard !oldest.isEmpty else { return }
                for row in oldest where total > capBytes {
                    try? FileManager.default.removeItem(at: directory.appendingPathComponent(row.file))
                    try index().remove(row.key)
                    total -= row.byteCount
                }
            }
        }
    }

    /// Marks `row` shown at `now`, unless it was within the last minute (the order the cap
    /// evicts in needs no finer clock, and a picture shown often costs no write each time).
    private func touch(_ row: PictureIndex.Row, at now: Date) {
        guard now.timeIntervalSince(row.usedAt) >= 60 else { return }
        record { try index().touch(row.key, at: now, checked: false) }
    }

    /// Runs a cache write; a failure is logged (the picture is still shown, only not kept).
    private func record(_ work: () throws -> Void) {
        do { try work() } catch { logger.warning("the picture cache could not be updated: \(error)") }
    }

    private static func stamp(_ bytes: [UInt8]) -> String {
        SHA256.hash(data: bytes).prefix(12).map { String(format: "%02x", $0) }.joined()
    }
}
