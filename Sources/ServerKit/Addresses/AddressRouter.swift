import Foundation
import NIOHTTP1
import Synchronization

/// What checking one of a server's addresses found.
public enum AddressProbeVerdict: Sendable, Hashable {
    /// The server answers there, and it is the same server (its key is taken, its kind and
    /// name match).
    case same
    /// Something answers there, but not this server; in words.
    case other(String)
    /// Nothing usable answered; in words.
    case unreachable(String)
}

/// A server's requests moved to another address, or found none: for the log and the screens.
public struct AddressSwitch: Sendable, Hashable {
    /// The server's name.
    public let server: String
    /// The address requests went to before; nil for the first choice.
    public let from: String?
    /// The address they go to now; nil when none answered.
    public let to: String?
    /// Why: the failure of the address left, or the checks' findings.
    public let reason: String?
}

/// Sends each server's requests to the address of it that answers now: requests are built on
/// the server's main address; for a server with several (a LAN address, a public name, a VPN
/// address) they go to the one chosen.
///
/// The first request of a server checks its addresses in order — those on a network this
/// machine is on first — with the kind's own check (the server's status, which proves the key
/// and the kind); the first that answers as the same server is used until it fails. A failed
/// address is passed over for ten minutes. A read (GET, HEAD, an RPC's reading call) that gets no answer at all
/// (refused, unreachable, timed out, TLS) is sent again to the next address that passes the
/// check; a write is never sent twice — it fails, and the next request chooses again. When the
/// machine's own addresses change, every server is checked afresh.
public final class AddressRouter: HTTPTransport {
    /// Checks one address of a server.
    public typealias Probe = @Sendable (String) async -> AddressProbeVerdict

    private struct Route: Sendable {
        var choice: AddressChoice
        var server: String
        var probe: Probe
        var choosing: Task<String?, Never>?
        /// Why the address last in use was left, said with the next choice.
        var leftBecause: String?
    }

    private let base: any HTTPTransport
    private let routes = Mutex<[String: Route]>([:])
    private let networks: Mutex<(seen: LocalNetworks, checked: ContinuousClock.Instant)>
    private let readNetworks: @Sendable () -> LocalNetworks
    private let resolve: @Sendable (String) async -> [String]
    private let onSwitch: @Sendable (AddressSwitch) -> Void
    private let networkCheckInterval: Duration
    private let clock = ContinuousClock()

    /// Is a check running: its own requests go straight to the address checked.
    @TaskLocal private static var checking = false

    /// Runs `body` with its requests sent to the addresses they name, whatever server they are
    /// of: a diagnosis of one address must reach that address.
    public static func direct<T: Sendable>(_ body: () async -> T) async -> T {
        await $checking.withValue(true) { await body() }
    }

    /// Routes requests sent through `base`; `networks` reads the machine's networks, `resolve`
    /// looks up a name, `onSwitch` hears each change of address; the networks are read again
    /// at most every `networkCheckInterval` (by default before each request of a server with
    /// several addresses: `getifaddrs` costs microseconds, a request on a link just gone costs
    /// its whole timeout).
    public init(
        _ base: any HTTPTransport, networks: @escaping @Sendable () -> LocalNetworks = { LocalNetworks.current() },
        resolve: @escaping @Sendable (String) async -> [String] = { host in
            do { return try await NetworkProbe.resolve(host) } catch { return [] }
        },
        networkCheckInterval: Duration = .zero, onSwitch: @escaping @Sendable (AddressSwitch) -> Void = { _ in }
    ) {
        self.base = base
        self.networkCheckInterval = networkCheckInterval
        self.readNetworks = networks
        self.resolve = resolve
        self.onSwitch = onSwitch
        self.networks = Mutex((networks(), ContinuousClock().now))
    }

    /// Routes the requests of the server whose main address is `addresses[0]`, named `server`,
    /// checking a candidate with `probe` and `preferred` (the one that answered last time, in an
    /// earlier process) first. A server with one address is sent as it is. Registering the same
    /// addresses again keeps what was learnt of them.
    public func register(addresses: [String], server: String, preferred: String? = nil, probe: @escaping Probe) {
        guard let primary = addresses.first else { return }
        let key = ServerConnection.trimmed(primary)
        routes.withLock { routes in
            guard addresses.count > 1 else {
                routes[key] = nil
                return
            }
            if var route = routes[key], route.choice.addresses == addresses {
                route.server = server
                route.probe = probe
                routes[key] = route
            } else {
                routes[key] = Route(
                    choice: AddressChoice(addresses: addresses, preferred: preferred), server: server, probe: probe)
            }
        }
    }

    /// Every server with several addresses whose requests go to one now: its main address, its
    /// name and the address in use.
    public func addressesInUse() -> [(primary: String, server: String, inUse: String)] {
        routes.withLock { routes in
            routes.compactMap { key, route in route.choice.inUse.map { (key, route.server, $0) } }
        }
    }

    /// The address the requests of the server whose main address is `primary` go to; nil for
    /// a server with one address, or before its first request.
    public func inUse(for primary: String) -> String? {
        let key = ServerConnection.trimmed(primary)
        return routes.withLock { $0[key]?.choice.inUse }
    }

    /// The address the server whose main address is `primary` is reached at, checking its
    /// addresses first when none is in use; nil when none answers, or it has one address.
    public func reach(_ primary: String) async -> String? {
        let key = ServerConnection.trimmed(primary)
        guard routes.withLock({ $0[key] != nil }) else { return nil }
        await noticeNetworkChange()
        return await address(for: key, excluding: [])
    }

    /// Sends `request` to the address its server is reached at now.
    public func send(_ request: TransportRequest) async throws(TransportFailure) -> TransportAnswer {
        guard !Self.checking, let key = routeKey(for: request.url) else { return try await base.send(request) }
        await noticeNetworkChange()
        var tried: Set<String> = []
        var lastFailure: TransportFailure?
        while true {
            guard let address = await address(for: key, excluding: tried) else {
                if let lastFailure { throw lastFailure }
                // No address passed the check: the main one's own failure says the most.
                return try await base.send(request)
            }
            tried.insert(address)
            do {
                return try await base.send(Self.moved(request, from: key, to: address))
            } catch {
                guard Self.isUnanswered(error), !Task.isCancelled else { throw error }
                demote(address, of: key, reason: error.description)
                // A write may have reached the server: it is never sent twice.
                guard request.isRead else { throw error }
                lastFailure = error
            }
        }
    }

    /// The registered main address `url` is built on, the longest when several match.
    private func routeKey(for url: String) -> String? {
        routes.withLock { routes in
            guard !routes.isEmpty else { return nil }
            return routes.keys.filter { key in
                guard url.hasPrefix(key) else { return false }
                let next = url.dropFirst(key.count).first
                return next == nil || next == "/" || next == "?"
            }.max { $0.count < $1.count }
        }
    }

    /// The address to send to, checking candidates when none is in use (one check at a time
    /// per server: requests arriving meanwhile wait for its outcome).
    private func address(for key: String, excluding tried: Set<String>) async -> String? {
        enum Step {
            case use(String)
            case wait(Task<String?, Never>)
            case none
        }
        let step: Step = routes.withLock { routes in
            guard var route = routes[key] else { return .none }
            if let inUse = route.choice.inUse, !tried.contains(inUse) { return .use(inUse) }
            if let choosing = route.choosing, tried.isEmpty { return .wait(choosing) }
            let task = Task { await Self.$checking.withValue(true) { await self.check(key, excluding: tried) } }
            route.choosing = task
            routes[key] = route
            return .wait(task)
        }
        switch step {
        case .use(let address): return address
        case .none: return nil
        case .wait(let task):
            guard let chosen = await task.value, !tried.contains(chosen) else { return nil }
            return chosen
        }
    }

    /// Checks the server's candidates in order and adopts the first that answers as itself.
    private func check(_ key: String, excluding tried: Set<String>) async -> String? {
        guard let addresses = routes.withLock({ $0[key]?.choice.addresses }) else { return nil }
        let seen = networks.withLock { $0.seen }
        var local: Set<String> = []
        for address in addresses where await isOnLocalNetwork(address, seen) { local.insert(address) }
        let now = clock.now
        guard
            let (candidates, probe) = routes.withLock({ routes -> ([String], Probe)? in
                guard let route = routes[key] else { return nil }
                return (route.choice.candidates(now: now, isLocal: local.contains), route.probe)
            })
        else { return nil }
        var findings: [String] = []
        for candidate in candidates where !tried.contains(candidate) {
            switch await probe(candidate) {
            case .same:
                let change = routes.withLock { routes -> AddressSwitch? in
                    guard var route = routes[key] else { return nil }
                    let before = route.choice.inUse ?? route.choice.lastUsed
                    let reasons = [route.leftBecause.map { "\(before ?? key): \($0)" }].compactMap { $0 } + findings
                    route.choice.adopt(candidate)
                    route.choosing = nil
                    route.leftBecause = nil
                    routes[key] = route
                    guard before != candidate || !reasons.isEmpty else { return nil }
                    return AddressSwitch(
                        server: route.server, from: before == candidate ? nil : before, to: candidate,
                        reason: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
                }
                change.map(onSwitch)
                return candidate
            case .other(let words), .unreachable(let words):
                findings.append("\(candidate): \(words)")
                demote(candidate, of: key, reason: nil)
            }
        }
        let change = routes.withLock { routes -> AddressSwitch? in
            guard var route = routes[key] else { return nil }
            let before = route.choice.lastUsed
            let reasons = [route.leftBecause.map { "\(before ?? key): \($0)" }].compactMap { $0 } + findings
            route.choosing = nil
            route.leftBecause = nil
            routes[key] = route
            return AddressSwitch(
                server: route.server, from: before, to: nil,
                reason: reasons.isEmpty ? nil : reasons.joined(separator: "; "))
        }
        change.map(onSwitch)
        return nil
    }

    /// `address` got no answer: passed over for a while; when it was the one in use, why is
    /// said with the next choice.
    private func demote(_ address: String, of key: String, reason: String?) {
        let now = clock.now
        routes.withLock { routes in
            guard var route = routes[key] else { return }
            if route.choice.inUse == address, let reason { route.leftBecause = reason }
            route.choice.demote(address, now: now)
            routes[key] = route
        }
    }

    /// Whether `address`'s host is, or resolves to, an address on one of `networks`.
    private func isOnLocalNetwork(_ address: String, _ networks: LocalNetworks) async -> Bool {
        guard let host = URLComponents(string: address)?.host, !host.isEmpty else { return false }
        if LocalNetworks.bytes(host) != nil { return networks.contains(host) }
        return await resolve(host).contains { networks.contains($0) }
    }

    /// Reads the machine's networks (at most every `networkCheckInterval`); when they changed,
    /// every server's addresses are checked again at its next request.
    private func noticeNetworkChange() async {
        let now = clock.now
        let due = networks.withLock { state -> Bool in
            guard now - state.checked >= networkCheckInterval else { return false }
            state.checked = now
            return true
        }
        guard due else { return }
        let current = readNetworks()
        let changed = networks.withLock { state -> Bool in
            defer { state.seen = current }
            return state.seen != current
        }
        guard changed else { return }
        routes.withLock { routes in
            for key in routes.keys { routes[key]?.choice.forget() }
        }
    }

    /// `request` sent to `address` instead of the main address `key` it was built on.
    static func moved(_ request: TransportRequest, from key: String, to address: String) -> TransportRequest {
        guard address != key else { return request }
        var moved = request
        moved.url = address + request.url.dropFirst(key.count)
        moved.host = URLComponents(string: address)?.host ?? request.host
        return moved
    }

    /// Whether a failure means the address gave no answer at all (another address might).
    static func isUnanswered(_ failure: TransportFailure) -> Bool {
        switch failure {
        case .refused, .unreachable, .timedOut, .tls: true
        case .invalidURL, .tooLarge, .cutOff, .tooSlow: false
        }
    }
}
