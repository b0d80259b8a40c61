import Foundation
import NIOCore
import NIOHTTP1
import ServerKit
import Synchronization
import Testing

/// A pretend network for the router: which addresses answer, and every request sent.
private final class DownAddresses: Sendable {
    let set = Mutex<Set<String>>([])

    func contains(_ address: String) -> Bool { set.withLock { $0.contains(address) } }
    func prefix(of url: String) -> String? { set.withLock { set in set.first { url.hasPrefix($0) } } }
}

private final class Reachability: Sendable {
    private let down = DownAddresses()
    let transport: InMemoryTransport
    let switches = Mutex<[AddressSwitch]>([])

    init() {
        let down = self.down
        transport = InMemoryTransport { request in
            let address = down.prefix(of: request.url)
            if let address { return .failure(.refused(host: URLComponents(string: address)?.host ?? address)) }
            return .json(#"{"answered":"\#(request.url)"}"#)
        }
    }

    func take(_ address: String, down isDown: Bool) {
        down.set.withLock { set in
            if isDown { set.insert(address) } else { set.remove(address) }
        }
    }

    /// The kind's check: the same server wherever it answers.
    var probe: AddressRouter.Probe {
        { [down] address in
            down.contains(address) ? .unreachable("the connection was refused") : .same
        }
    }

    func router(networks: LocalNetworks = LocalNetworks([]), interval: Duration = .seconds(5)) -> AddressRouter {
        AddressRouter(
            transport, networks: { networks }, resolve: { _ in [] }, networkCheckInterval: interval,
            onSwitch: { change in self.switches.withLock { $0.append(change) } })
    }

    func sentURLs() -> [String] { transport.requests.map(\.url) }
}

private let lan = "http://192.168.1.10:7878"
private let vpn = "http://100.64.0.2:7878"

private func get(_ path: String, on base: String = lan) -> TransportRequest {
    TransportRequest(method: .GET, url: base + path, host: "192.168.1.10")
}

@Suite("Several addresses of one server: the router chooses, fails reads over, never repeats a write")
struct AddressRouterTests {
    @Test("a read goes on at the next address when the one in use stops answering, and the move is said")
    func readFailsOver() async throws {
        let network = Reachability()
        let router = network.router()
        router.register(addresses: [lan, vpn], server: "Radarr", probe: network.probe)
        _ = try await router.send(get("/api/v3/movie"))
        #expect(router.inUse(for: lan) == lan)
        network.take(lan, down: true)
        let answer = try await router.send(get("/api/v3/movie?page=2"))
        #expect(String(buffer: answer.body).contains(vpn + "/api/v3/movie?page=2"))
        #expect(router.inUse(for: lan) == vpn)
        #expect(
            network.sentURLs() == [lan + "/api/v3/movie", lan + "/api/v3/movie?page=2", vpn + "/api/v3/movie?page=2"])
        let moves = network.switches.withLock { $0 }
        #expect(moves.map(\.to) == [lan, vpn])
        #expect(moves.last?.from == lan)
        #expect(moves.last?.reason?.contains("refused") == true)
    }

    @Test("a write whose address stops answering fails and is not sent again; the next request moves")
    func writeIsNotRepeated() async throws {
        let network = Reachability()
        let router = network.router()
        router.register(addresses: [lan, vpn], server: "Radarr", probe: network.probe)
        _ = try await router.send(get("/api/v3/movie"))
        network.take(lan, down: true)
        let write = TransportRequest(method: .POST, url: lan + "/api/v3/command", host: "192.168.1.10")
        await #expect(throws: TransportFailure.refused(host: "192.168.1.10")) { try await router.send(write) }
        #expect(network.sentURLs().filter { $0.hasSuffix("/command") } == [lan + "/api/v3/command"])
        _ = try await router.send(write)
        #expect(
            network.sentURLs().filter { $0.hasSuffix("/command") } == [
                lan + "/api/v3/command", vpn + "/api/v3/command",
            ])
    }

    @Test("an RPC call that only reads, posted as JSON (Transmission's torrent-get), fails over like a GET")
    func postedReadFailsOver() async throws {
        let network = Reachability()
        let router = network.router()
        router.register(addresses: [lan, vpn], server: "Transmission", probe: network.probe)
        _ = try await router.send(get("/transmission/rpc"))
        network.take(lan, down: true)
        let read = TransportRequest(method: .POST, url: lan + "/transmission/rpc", host: "192.168.1.10", isRead: true)
        _ = try await router.send(read)
        #expect(network.sentURLs().last == vpn + "/transmission/rpc")
    }

    @Test("the first request checks the addresses in order and uses the first that answers as the same server")
    func firstChoiceIsChecked() async throws {
        let network = Reachability()
        network.take(lan, down: true)
        let checked = Mutex<[String]>([])
        let router = network.router()
        router.register(addresses: [lan, "http://nas.example.org", vpn], server: "Radarr") { address in
            checked.withLock { $0.append(address) }
            if address == lan { return .unreachable("refused") }
            if address == "http://nas.example.org" { return .other("it answers as Sonarr") }
            return .same
        }
        _ = try await router.send(get("/api/v3/movie"))
        #expect(checked.withLock { $0 } == [lan, "http://nas.example.org", vpn])
        #expect(network.sentURLs() == [vpn + "/api/v3/movie"])
        let said = network.switches.withLock { $0 }.last
        #expect(said?.to == vpn)
        #expect(said?.reason?.contains("it answers as Sonarr") == true)
    }

    @Test("the address that answered last time is checked first: a dead main address is not waited on again")
    func lastAnsweredFirst() async throws {
        let network = Reachability()
        network.take(lan, down: true)
        let checked = Mutex<[String]>([])
        let router = network.router()
        router.register(addresses: [lan, vpn], server: "Radarr", preferred: vpn) { address in
            checked.withLock { $0.append(address) }
            return address == lan ? .unreachable("refused") : .same
        }
        _ = try await router.send(get("/api/v3/movie"))
        #expect(checked.withLock { $0 } == [vpn])
        #expect(network.sentURLs() == [vpn + "/api/v3/movie"])
        #expect(router.addressesInUse().map(\.inUse) == [vpn])
        // An address no longer among the server's is no preference.
        #expect(AddressChoice(addresses: [lan, vpn], preferred: "http://gone:1").preferred == nil)
    }

    @Test("when no address passes the check the request goes to the main one, whose failure is shown")
    func noneAnswers() async throws {
        let network = Reachability()
        network.take(lan, down: true)
        network.take(vpn, down: true)
        let router = network.router()
        router.register(addresses: [lan, vpn], server: "Radarr", probe: network.probe)
        await #expect(throws: TransportFailure.refused(host: "192.168.1.10")) {
            try await router.send(get("/api/v3/movie"))
        }
        #expect(router.inUse(for: lan) == nil)
        #expect(network.switches.withLock { $0 }.last?.to == nil)
    }

    @Test("an address on a network this machine is on is tried before the others")
    func localFirst() async throws {
        let network = Reachability()
        let router = network.router(networks: LocalNetworks(["100.64.0.9/10"]))
        router.register(addresses: [lan, vpn], server: "Radarr", probe: network.probe)
        _ = try await router.send(get("/api/v3/movie"))
        #expect(network.sentURLs() == [vpn + "/api/v3/movie"])
    }

    @Test("when the machine's networks change, the addresses are checked again and the nearer one is used")
    func networksChange() async throws {
        let network = Reachability()
        let networks = Mutex(LocalNetworks(["100.64.0.9/10"]))
        let router = AddressRouter(
            network.transport, networks: { networks.withLock { $0 } }, resolve: { _ in [] },
            networkCheckInterval: .zero)
        router.register(addresses: [lan, vpn], server: "Radarr", probe: network.probe)
        _ = try await router.send(get("/api/v3/movie"))
        #expect(router.inUse(for: lan) == vpn)
        networks.withLock { $0 = LocalNetworks(["192.168.1.20/24"]) }
        _ = try await router.send(get("/api/v3/movie"))
        #expect(router.inUse(for: lan) == lan)
        #expect(network.sentURLs() == [vpn + "/api/v3/movie", lan + "/api/v3/movie"])
    }

    @Test("a server with one address, or a request to another server, is sent as it is")
    func untouched() async throws {
        let network = Reachability()
        let router = network.router()
        router.register(addresses: [lan], server: "Radarr") { _ in .other("never asked") }
        router.register(addresses: ["http://10.0.0.5:8989", vpn], server: "Sonarr") { _ in .other("never asked") }
        _ = try await router.send(get("/api/v3/movie"))
        _ = try await router.send(get("/api/v3/series", on: "http://10.0.0.50:8989"))
        #expect(network.sentURLs() == [lan + "/api/v3/movie", "http://10.0.0.50:8989/api/v3/series"])
        #expect(router.inUse(for: lan) == nil)
    }

    @Test("concurrent first requests share one check of the addresses")
    func oneCheckAtATime() async throws {
        let network = Reachability()
        let checks = Atomic<Int>(0)
        let router = network.router()
        router.register(addresses: [lan, vpn], server: "Radarr") { _ in
            checks.add(1, ordering: .relaxed)
            try? await Task.sleep(for: .milliseconds(50))
            return .same
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<8 { group.addTask { _ = try await router.send(get("/api/v3/movie/\(index)")) } }
            try await group.waitForAll()
        }
        #expect(checks.load(ordering: .relaxed) == 1)
        #expect(network.sentURLs().allSatisfy { $0.hasPrefix(lan) })
    }
}

@Suite("Which addresses to try, in what order")
struct AddressChoiceTests {
    @Test("a failed address is passed over for ten minutes, then tried in its place again")
    func demotion() {
        var choice = AddressChoice(addresses: [lan, vpn])
        let now = ContinuousClock.now
        choice.adopt(lan)
        choice.demote(lan, now: now)
        #expect(choice.inUse == nil)
        #expect(choice.lastUsed == lan)
        #expect(choice.candidates(now: now + .seconds(300), isLocal: { _ in false }) == [vpn, lan])
        #expect(choice.candidates(now: now + .seconds(601), isLocal: { _ in false }) == [lan, vpn])
    }

    @Test("the address in use comes first, then local ones, then the rest in the user's order")
    func order() {
        var choice = AddressChoice(addresses: [lan, "http://nas.example.org", vpn])
        let now = ContinuousClock.now
        #expect(choice.candidates(now: now, isLocal: { $0 == vpn }) == [vpn, lan, "http://nas.example.org"])
        choice.adopt("http://nas.example.org")
        #expect(choice.candidates(now: now, isLocal: { $0 == vpn }) == ["http://nas.example.org", vpn, lan])
    }

    @Test("a network holds the addresses under its mask, IPv4 and IPv6; a name is on none")
    func networks() {
        let networks = LocalNetworks(["192.168.1.20/24", "fd00:1::5/64", "10.0.0.1/8"])
        #expect(networks.contains("192.168.1.200"))
        #expect(!networks.contains("192.168.2.1"))
        #expect(networks.contains("10.200.3.4"))
        #expect(networks.contains("fd00:1::abcd"))
        #expect(networks.contains("[fd00:1::abcd]"))
        #expect(!networks.contains("fd00:2::1"))
        #expect(!networks.contains("nas.local"))
        #expect(LocalNetworks.current().contains("127.0.0.1"))
    }
}
