import ArrKit
import Foundation
import NIOCore
import ServerKit
import SonarrAPI
import Synchronization

/// The bytes of a recorded Sonarr answer.
func fixture(_ path: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: "Fixtures/" + path, withExtension: nil) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    return try Data(contentsOf: url)
}

/// Every fixture file's path below `Fixtures/`.
func allFixtures() throws -> [String] {
    guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else { return [] }
    let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var paths: [String] = []
    while let url = enumerator?.nextObject() as? URL {
        guard url.pathExtension == "json" else { continue }
        paths.append(String(url.path.dropFirst(root.path.count + 1)))
    }
    return paths.sorted()
}

/// Collects what a client reports as skipped.
final class SkipLog: Sendable {
    private let reports = Mutex<[SkippedRecords]>([])

    func add(_ report: SkippedRecords) { reports.withLock { $0.append(report) } }

    var all: [SkippedRecords] { reports.withLock { $0 } }
}

/// A Sonarr client whose every request is answered with `body` (status 200, JSON).
func client(answering body: Data, skips: SkipLog = SkipLog()) -> (SonarrClient, InMemoryTransport) {
    let transport = InMemoryTransport { _ in .json(bytes: Array(body)) }
    let client = SonarrClient(
        connection: ServerConnection(baseURL: "http://tv.recorded:8989", apiKey: "key"), transport: transport,
        onSkipped: { skips.add($0) })
    return (client, transport)
}
