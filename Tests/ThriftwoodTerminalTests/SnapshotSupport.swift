import Foundation
import Testing

/// Compares `text` with the stored snapshot `name`; records it when THRIFTWOOD_RECORD_SNAPSHOTS=1.
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent("\(name).txt")
    let recording = ProcessInfo.processInfo.environment["THRIFTWOOD_RECORD_SNAPSHOTS"] == "1"
    guard !recording, let stored = try? String(contentsOf: file, encoding: .utf8) else {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? (text + "\n").write(to: file, atomically: true, encoding: .utf8)
        if !recording {
            Issue.record(
                "No snapshot \(name) existed; recorded it. Check it and run again.", sourceLocation: sourceLocation)
        }
        return
    }
    #expect(stored == text + "\n", "snapshot \(name) differs", sourceLocation: sourceLocation)
}
