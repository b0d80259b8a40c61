import Foundation
import NIOCore
import NIOPosix

/// The steps below HTTP, each on its own, so a diagnosis can say which one fails: whether a
/// host name resolves, and whether a port accepts a connection.
public enum NetworkProbe {
    /// Why a connection attempt failed.
    public enum ConnectFailure: Error, Sendable, Equatable {
        /// Nothing listens there (the host answered "refused").
        case refused
        /// No answer within the time allowed (a firewall, a host that is off, a wrong address).
        case timedOut(seconds: Double)
        /// Another failure, in the system's words.
        case other(String)
    }

    /// A socket error in words when it is a known one, else as the system put it.
    static func words(_ text: String) -> String { TransportErrorClassifier.socketWords(text) ?? text }

    /// The addresses `host` resolves to (an address resolves to itself); throws the
    /// resolver's own words when it does not resolve.
    public static func resolve(_ host: String) async throws -> [String] {
        try await Task.detached {
            var hints = addrinfo()
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
            var found: UnsafeMutablePointer<addrinfo>?
            let status = getaddrinfo(host, nil, &hints, &found)
            guard status == 0, let first = found else {
                throw ResolveFailure(reason: String(cString: gai_strerror(status)))
            }
            defer { freeaddrinfo(first) }
            var addresses: [String] = []
            var cursor: UnsafeMutablePointer<addrinfo>? = first
            while let entry = cursor {
                if let text = numeric(entry.pointee), !addresses.contains(text) { addresses.append(text) }
                cursor = entry.pointee.ai_next
            }
            return addresses
        }.value
    }

    /// The resolver's refusal, in its words ("Name or service not known").
    public struct ResolveFailure: Error, Sendable, Equatable {
        /// What the resolver said.
        public let reason: String
    }

    /// Opens and closes a TCP connection to `host`:`port`.
    public static func connect(host: String, port: Int, timeout: TimeAmount = .seconds(4)) async throws(ConnectFailure)
    {
        let bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).connectTimeout(timeout)
        do {
            let channel = try await bootstrap.connect(host: host, port: port).get()
            try? await channel.close()
        } catch let error as ChannelError where error == .connectTimeout(timeout) {
            throw .timedOut(seconds: Double(timeout.nanoseconds) / 1e9)
        } catch let error as NIOConnectionError {
            let errors = error.connectionErrors.map(\.error)
            if errors.contains(where: { ($0 as? IOError)?.errnoCode == ECONNREFUSED }) { throw .refused }
            if errors.contains(where: { ($0 as? ChannelError) == .connectTimeout(timeout) }) {
                throw .timedOut(seconds: Double(timeout.nanoseconds) / 1e9)
            }
            throw .other(Self.words(String(describing: errors.first ?? error)))
        } catch let error as IOError where error.errnoCode == ECONNREFUSED {
            throw .refused
        } catch {
            throw .other(Self.words(String(describing: error)))
        }
    }

    /// An address entry as text ("192.168.1.10", "::1").
    private static func numeric(_ entry: addrinfo) -> String? {
        guard let address = entry.ai_addr else { return nil }
        var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
        let status = getnameinfo(
            address, entry.ai_addrlen, &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST)
        guard status == 0 else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
