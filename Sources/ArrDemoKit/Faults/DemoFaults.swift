import Foundation
import Synchronization

/// Failure modes the demo server can simulate, chosen at start and switchable at run time.
public struct DemoFaultSet: Sendable, Hashable {
    /// Extra delay before every answer.
    public var latency: Duration?
    /// Extra delay before the answer to every write (anything but GET and HEAD): a write still
    /// on its way when a link drops.
    public var writeLatency: Duration?
    /// The share of API requests (0…1) that fail with HTTP 500.
    public var errorRate: Double = 0
    /// Answer every request with an HTML login page, as a reverse proxy would.
    public var htmlLogin = false
    /// Cut JSON answers in half.
    public var truncate = false
    /// Send answers a few bytes at a time.
    public var slowDrip = false
    /// Refuse every API key.
    public var unauthorized = false
    /// Replace every number of a JSON answer with one at the edge of what a client holds
    /// (±1e19, Int64's bounds, 1e300, −1): what a broken or hostile server might send.
    public var hostileNumbers = false
    /// Endpoints (the first path part after `/api/v3/`, e.g. `command`) that always answer HTTP 500.
    public var failing: Set<String> = []
    /// Paths after `/api/v3` (e.g. `/wanted/missing`) that answer HTTP 404, as on a server
    /// older than the endpoint (Radarr before 5.3 has no `/wanted/missing`).
    public var absent: Set<String> = []

    /// No faults.
    public init() {}

    /// Every fault's name, as `--fault` takes it.
    public static let names = [
        "latency", "slow-writes", "error-rate", "html-login", "truncate", "slow-drip", "hostile-numbers",
        "unauthorized", "fail",
        "absent",
    ]

    /// The faults that act on the *arrs' `/api/v3/ENDPOINT` paths alone.
    public static let arrOnly: Set<String> = ["fail", "absent"]

    /// Parses one `--fault` value: `latency=2s`, `slow-writes=2s`, `error-rate=0.3`, `html-login`, `truncate`, `slow-drip`, `hostile-numbers`, `unauthorized`, `fail=ENDPOINT`, `absent=PATH`.
    public mutating func apply(_ text: String) throws(DemoServerError) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        switch parts.first?.lowercased() {
        case "latency": latency = try Self.duration(parts, text)
        case "slow-writes": writeLatency = try Self.duration(parts, text)
        case "error-rate":
            guard parts.count > 1, let rate = Double(parts[1]), (0...1).contains(rate) else { throw .badFault(text) }
            errorRate = rate
        case "html-login": htmlLogin = true
        case "truncate": truncate = true
        case "slow-drip": slowDrip = true
        case "hostile-numbers": hostileNumbers = true
        case "unauthorized": unauthorized = true
        case "fail":
            guard parts.count > 1, !parts[1].isEmpty else { throw .badFault(text) }
            failing.formUnion(parts[1].split(separator: ",").map { String($0).lowercased() })
        case "absent":
            guard parts.count > 1, !parts[1].isEmpty else { throw .badFault(text) }
            absent.formUnion(parts[1].split(separator: ",").map { "/" + $0.lowercased().trimmingPrefix("/") })
        default: throw .badFault(text)
        }
    }

    /// The duration after `=`: `2s`, `500ms`, `1.5` (seconds), at most an hour.
    private static func duration(_ parts: [String], _ text: String) throws(DemoServerError) -> Duration {
        let value = parts.count > 1 ? parts[1].lowercased() : ""
        let number =
            value.hasSuffix("ms")
            ? Double(value.dropLast(2)).map { $0 / 1000 }
            : Double(value.hasSuffix("s") ? String(value.dropLast()) : value)
        guard let seconds = number, seconds >= 0, seconds <= 3600 else { throw .badFault(text) }
        return .milliseconds(Int64(clamping: seconds * 1000))
    }
}

/// The live fault switchboard a running server consults; tests flip it.
public final class DemoFaults: Sendable {
    private let state: Mutex<DemoFaultSet>
    private let random = Mutex(SplitMix64(seed: 42))

    /// Creates a switchboard starting with `initial`.
    public init(_ initial: DemoFaultSet = DemoFaultSet()) { state = Mutex(initial) }

    /// The faults in force now.
    public var current: DemoFaultSet { state.withLock { $0 } }

    /// Replaces the faults in force.
    public func set(_ faults: DemoFaultSet) { state.withLock { $0 = faults } }

    /// Whether this request should fail under the error rate (deterministic sequence).
    package func rollError() -> Bool {
        let rate = current.errorRate
        guard rate > 0 else { return false }
        let roll = random.withLock { Double($0.next() % 10_000) / 10_000 }
        return roll < rate
    }
}

/// Why the demo server could not start.
public enum DemoServerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A `--fault` value it does not understand.
    case badFault(String)
    /// A `--url-base` that is not a path.
    case badURLBase(String)

    /// What is wrong.
    public var description: String {
        switch self {
        case .badFault(let text):
            "unknown fault '\(text)'; use latency=2s (up to 3600s), slow-writes=2s, error-rate=0.3, html-login, truncate, slow-drip, unauthorized, fail=ENDPOINT or absent=PATH"
        case .badURLBase(let text): "'\(text)' is not a URL base; use a path like /radarr or /sonarr"
        }
    }
}
