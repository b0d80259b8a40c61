import ArrKit
import Foundation
import ServerKit

extension NZBGetClient {
    /// The job as the queue lists it, with its files (`listfiles(0, 0, NZBID)`: sizes in
    /// `FileSize`/`RemainingSize` Hi/Lo, `Paused` for a file held back).
    public func details(_ id: String) async throws(DownloadError) -> DownloadDetails {
        guard let item = try await queue().items.first(where: { $0.id == id || $0.matches(downloadId: id) }),
            let number = Int(item.id)
        else { throw DownloadError(Self.name, .notFound(id)) }
        let answer = try await call("listfiles", [.number(0), .number(0), .number(Double(number))])
        let files = (answer.elements ?? []).compactMap { file -> DownloadFile? in
            guard let name = file.nonEmpty("Filename") else { return nil }
            let size = NZBGetRecords.bytes(file, "FileSize") ?? 0
            let left = NZBGetRecords.bytes(file, "RemainingSize") ?? size
            return DownloadFile(
                name: name, sizeBytes: size, progress: size > 0 ? 1 - Double(left) / Double(size) : 0,
                wanted: file["Paused"]?.flag != true)
        }
        return DownloadDetails(
            item: item, files: files, record: .object(["group": item.record, "files": answer]))
    }
}
