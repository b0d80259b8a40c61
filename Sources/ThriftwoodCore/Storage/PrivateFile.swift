import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file only its owner may read, from its first byte: what Thriftwood exports (the log, the
/// navigation trace) names servers, addresses and screens, as its database does (0600).
enum PrivateFile {
    /// Writes `data` to `url` as mode 0600, replacing any file there at once (written beside it,
    /// then renamed, so a reader never sees half of it or a moment of wider permissions).
    static func write(_ data: Data, to url: URL) throws(CoreError) {
        let temporary = url.path + ".partial-\(UUID().uuidString)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .storage("cannot write \(url.path): \(String(cString: strerror(errno)))") }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        close(descriptor)
        guard failure == 0, rename(temporary, url.path) == 0 else {
            let reason = String(cString: strerror(failure == 0 ? errno : failure))
            unlink(temporary)
            throw .storage("cannot write \(url.path): \(reason)")
        }
    }
}

/// The C library's `write`, by a name the enum's own `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
