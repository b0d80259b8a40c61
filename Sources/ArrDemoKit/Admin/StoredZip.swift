import Foundation

/// A zip archive of stored (uncompressed) files, enough for a demo's backup to open in any
/// unzip tool.
enum StoredZip {
    /// The archive of `files`, in name order.
    static func archive(_ files: [String: Data]) -> Data {
        var body = Data()
        var directory = Data()
        for (name, contents) in files.sorted(by: { $0.key < $1.key }) {
            let offset = UInt32(clamping: body.count)
            let crc = crc32(contents)
            let size = UInt32(clamping: contents.count)
            let nameBytes = Data(name.utf8)
            var local = Data()
            local.append(le32: 0x0403_4b50)
            local.append(le16: 10)  // version needed
            local.append(le16: 0)  // flags
            local.append(le16: 0)  // stored
            local.append(le16: 0)  // time
            local.append(le16: 0x21)  // date: 1980-01-01
            local.append(le32: crc)
            local.append(le32: size)
            local.append(le32: size)
            local.append(le16: UInt16(clamping: nameBytes.count))
            local.append(le16: 0)
            body.append(local + nameBytes + contents)
            var entry = Data()
            entry.append(le32: 0x0201_4b50)
            entry.append(le16: 20)
            entry.append(le16: 10)
            entry.append(le16: 0)
            entry.append(le16: 0)
            entry.append(le16: 0)
            entry.append(le16: 0x21)
            entry.append(le32: crc)
            entry.append(le32: size)
            entry.append(le32: size)
            entry.append(le16: UInt16(clamping: nameBytes.count))
            for _ in 0..<4 { entry.append(le16: 0) }  // extra, comment, disk, internal attributes
            entry.append(le32: 0)  // external attributes
            entry.append(le32: offset)
            directory.append(entry + nameBytes)
        }
        var end = Data()
        end.append(le32: 0x0605_4b50)
        end.append(le16: 0)
        end.append(le16: 0)
        end.append(le16: UInt16(clamping: files.count))
        end.append(le16: UInt16(clamping: files.count))
        end.append(le32: UInt32(clamping: directory.count))
        end.append(le32: UInt32(clamping: body.count))
        end.append(le16: 0)
        return body + directory + end
    }

    /// The CRC-32 (IEEE) of `data`.
    static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }
}

extension Data {
    fileprivate mutating func append(le16 value: UInt16) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }

    fileprivate mutating func append(le32 value: UInt32) {
        Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
    }
}
