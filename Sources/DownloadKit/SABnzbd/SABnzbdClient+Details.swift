import ArrKit
import Foundation
import ServerKit

extension SABnzbdClient {
    /// The job as the queue lists it, with its files (`mode=get_files`: each with its bytes and
    /// what is left, in MB as text).
    public func details(_ id: String) async throws(DownloadError) -> DownloadDetails {
        guard let item = try await queue().items.first(where: { $0.id == id || $0.matches(downloadId: id) }) else {
            throw DownloadError(Self.name, .notFound(id))
        }
        let answer = try await call([("mode", "get_files"), ("value", item.id)])
        let files = (answer["files"]?.elements ?? []).compactMap { file -> DownloadFile? in
            guard let name = file.nonEmpty("filename") else { return nil }
            let megabytes = file["mb"]?.double ?? 0
            let left = file["mbleft"]?.double ?? 0
            let bytes = file["bytes"]?.double ?? megabytes * 1_048_576
            return DownloadFile(
                name: name, sizeBytes: ServerCount(clamping: bytes.rounded()) ?? 0,
                progress: megabytes > 0 ? 1 - left / megabytes : (file.nonEmpty("status") == "finished" ? 1 : 0))
        }
        return DownloadDetails(
            item: item, files: files, record: .object(["slot": item.record, "files": answer["files"] ?? .array([])]))
    }
}
