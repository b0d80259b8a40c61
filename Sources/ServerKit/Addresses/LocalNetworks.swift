import Foundation

/// The networks this machine is on (each interface's address and mask, loopback included),
/// to prefer a server's address on one of them: at home the LAN address, away the public name.
public struct LocalNetworks: Sendable, Hashable {
    /// One interface's network: its address and mask, 4 bytes (IPv4) or 16 (IPv6).
    struct Network: Sendable, Hashable {
        let address: [UInt8]
        let mask: [UInt8]

        func contains(_ other: [UInt8]) -> Bool {
            guard other.count == address.count, mask.count == address.count else { return false }
            return zip(zip(address, mask), other).allSatisfy { pair, byte in pair.0 & pair.1 == byte & pair.1 }
        }
    }

    let networks: Set<Network>

    /// The networks given, for tests: each `address/prefix`, e.g. `192.168.1.20/24`.
    public init(_ cidrs: [String]) {
        networks = Set(
            cidrs.compactMap { text -> Network? in
                let parts = text.split(separator: "/")
                guard parts.count == 2, let address = Self.bytes(String(parts[0])), let prefix = Int(parts[1]),
                    prefix >= 0, prefix <= address.count * 8
                else { return nil }
                let mask = (0..<address.count).map { index -> UInt8 in
                    let bits = min(8, max(0, prefix - index * 8))
                    return bits == 0 ? 0 : UInt8(truncatingIfNeeded: 0xFF << (8 - bits))
                }
                return Network(address: address, mask: mask)
            })
    }

    private init(networks: Set<Network>) {
        self.networks = networks
    }

    /// The machine's networks now (`getifaddrs`); none when they cannot be read.
    public static func current() -> LocalNetworks {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0, let head = first else { return LocalNetworks(networks: []) }
        defer { freeifaddrs(head) }
        var found: Set<Network> = []
        var cursor: UnsafeMutablePointer<ifaddrs>? = head
        while let entry = cursor {
            cursor = entry.pointee.ifa_next
            guard entry.pointee.ifa_flags & UInt32(IFF_UP) != 0, let address = entry.pointee.ifa_addr,
                let mask = entry.pointee.ifa_netmask, let bytes = Self.bytes(of: address),
                let maskBytes = Self.bytes(of: mask), bytes.count == maskBytes.count
            else { continue }
            found.insert(Network(address: bytes, mask: maskBytes))
        }
        return LocalNetworks(networks: found)
    }

    /// Whether `ip` (a numeric address) is on one of the networks.
    public func contains(_ ip: String) -> Bool {
        guard let bytes = Self.bytes(ip) else { return false }
        return networks.contains { $0.contains(bytes) }
    }

    /// The bytes of a numeric IPv4 or IPv6 address; nil for a name.
    static func bytes(_ ip: String) -> [UInt8]? {
        let bare = ip.hasPrefix("[") && ip.hasSuffix("]") ? String(ip.dropFirst().dropLast()) : ip
        var v4 = in_addr()
        if inet_pton(AF_INET, bare, &v4) == 1 {
            return withUnsafeBytes(of: &v4) { Array($0) }
        }
        var v6 = in6_addr()
        if inet_pton(AF_INET6, bare, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { Array($0) }
        }
        return nil
    }

    private static func bytes(of address: UnsafeMutablePointer<sockaddr>) -> [UInt8]? {
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            return address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                var value = pointer.pointee.sin_addr
                return withUnsafeBytes(of: &value) { Array($0) }
            }
        case AF_INET6:
            return address.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { pointer in
                var value = pointer.pointee.sin6_addr
                return withUnsafeBytes(of: &value) { Array($0) }
            }
        default:
            return nil
        }
    }
}
