import ArrKit
import Foundation
import Logging
import NIOCore
import ServerKit
import Synchronization

/// Checks one of a server's addresses with the kind's own test — the server's status, which
/// proves the key is taken and the kind is right — and that it is the same server as the
/// addresses checked before (its instance name, when the kind has one), not merely something
/// that answers.
final class AddressIdentityProbe: Sendable {
    private let server: ServiceServer
    private let tester: ServiceTester
    /// The name the server gave at the first address that answered.
    private let identity = Mutex<String?>(nil)

    init(server: ServiceServer, tester: ServiceTester) {
        self.server = server
        self.tester = tester
    }

    /// What `address` answers.
    @Sendable func check(_ address: String) async -> AddressProbeVerdict {
        // A new connection first: an idle one kept from before would be reused by the status
        // request, and on a link just gone it waits for its whole timeout instead of failing.
        if let url = URLComponents(string: address), let host = url.host, !host.isEmpty {
            let port = url.port ?? (url.scheme?.lowercased() == "https" ? 443 : 80)
            do {
                try await NetworkProbe.connect(host: host, port: port, timeout: .seconds(3))
            } catch {
                return .unreachable(Self.words(error))
            }
        }
        var candidate = server.alone(at: address)
        candidate.connection.timeoutSeconds = min(server.connection.timeoutSeconds, 5)
        let status: SystemStatus
        do {
            status = try await tester.status(of: candidate)
        } catch let error as CoreError {
            if case .wrongService = error { return .other(ErrorNotice(error).message) }
            return .unreachable(ErrorNotice(error).message)
        } catch {
            return .unreachable(ErrorNotice(error).message)
        }
        let name = status.instanceName.flatMap { $0.isEmpty ? nil : $0 }
        let known = identity.withLock { known -> String? in
            if known == nil { known = name }
            return known
        }
        if let known, let name, known != name {
            return .other("it answers as “\(name)”, not “\(known)”: another server")
        }
        return .same
    }
}

extension AddressIdentityProbe {
    /// A failed connection in words.
    fileprivate static func words(_ failure: NetworkProbe.ConnectFailure) -> String {
        switch failure {
        case .refused: "the connection was refused"
        case .timedOut(let seconds): "no answer within \(Int(clamping: seconds.rounded())) s"
        case .other(let reason): reason
        }
    }
}

extension AppDependencies {
    /// Lets the address router reach each of `profile`'s servers with several addresses,
    /// starting at the one that answered last (`lastAnswered`, by main address).
    func registerAddresses(of profile: Profile, lastAnswered: [String: String] = [:]) {
        guard let addresses else { return }
        let tester = tester
        for server in profile.servers where server.enabled && !server.isEmbeddedDemo {
            addresses.register(
                addresses: server.connection.addresses, server: server.name,
                preferred: lastAnswered[ServerConnection.trimmed(server.connection.baseURL)],
                probe: AddressIdentityProbe(server: server, tester: tester).check)
        }
    }

    /// Keeps the address each server answered at, for the next command; returns a sentence for
    /// each server that answered elsewhere than its main address ("Radarr answered at …").
    public func rememberAddresses() async -> [String] {
        guard let addresses, let lastAddresses else { return [] }
        let inUse = addresses.addressesInUse()
        do {
            try await lastAddresses.remember(inUse)
        } catch {
            logger("thriftwood.addresses").warning("the addresses in use could not be kept: \(error.description)")
        }
        return inUse.filter { $0.inUse != $0.primary }.sorted { $0.server < $1.server }.map {
            "\($0.server) answered at its other address \($0.inUse) (not \($0.primary))."
        }
    }

    /// Lets the address router reach the servers of every profile (a command line naming any
    /// profile). Profiles that cannot be read register nothing: the command reading them says why.
    public func registerAddressesOfEveryProfile() async {
        do {
            let last = try await lastAddresses?.read() ?? [:]
            for profile in try await profiles.profiles() { registerAddresses(of: profile, lastAnswered: last) }
        } catch {
            return
        }
    }

    /// The address `server` is reached at, its addresses checked now when none is in use yet;
    /// nil when it has one address or none of them answers.
    public func reach(_ server: ServiceServer) async -> String? {
        guard server.connection.addresses.count > 1, let addresses else { return nil }
        return await addresses.reach(server.connection.baseURL)
    }

    /// "Radarr: reached at its other address http://…" for each of `profile`'s enabled servers
    /// reached elsewhere than its main address.
    public func addressNotes(for profile: Profile?) -> [String] {
        (profile?.servers ?? []).compactMap { server in
            guard server.enabled else { return nil }
            return AddressWording.elsewhere(server, inUse: addressInUse(for: server)).map { "\(server.name): \($0)" }
        }
    }

    /// The address `server`'s requests go to now, when it has several; nil otherwise.
    public func addressInUse(for server: ServiceServer) -> String? {
        guard server.connection.addresses.count > 1 else { return nil }
        return addresses?.inUse(for: server.connection.baseURL)
    }
}
