import Foundation

/// One step of reaching a server, as `thriftwood doctor` reports it: what was checked, how it
/// went, in a sentence, and what to do when it did not go well.
public struct DiagnosisStep: Sendable, Hashable, Codable {
    /// How a step went, worst last.
    public enum Verdict: String, Sendable, Hashable, Codable, Comparable {
        /// It works.
        case ok
        /// It works, with something to look at (a certificate that expires soon).
        case warning
        /// It fails; later steps were not tried.
        case failed

        private var rank: Int {
            switch self {
            case .ok: 0
            case .warning: 1
            case .failed: 2
            }
        }

        /// Worse is greater.
        public static func < (lhs: Verdict, rhs: Verdict) -> Bool { lhs.rank < rhs.rank }
    }

    /// What was checked: "Name resolution", "Connection", "TLS", "Service", "URL base".
    public let name: String
    /// How it went.
    public let verdict: Verdict
    /// What was found, in a sentence.
    public let detail: String
    /// What to do about it; nil when nothing needs doing.
    public let fix: String?

    /// Creates a step.
    public init(_ name: String, _ verdict: Verdict, _ detail: String, fix: String? = nil) {
        self.name = name
        self.verdict = verdict
        self.detail = detail
        self.fix = fix
    }
}

/// One server's diagnosis: its steps in order, up to the first that failed.
public struct ServerDiagnosis: Sendable, Hashable, Codable {
    /// The server's name in the profile.
    public let server: String
    /// Its kind's name ("Radarr").
    public let kind: String
    /// Its address as the profile holds it ("2 addresses" for a merged diagnosis).
    public private(set) var address: String
    /// The steps, in order.
    public let steps: [DiagnosisStep]

    /// Creates a diagnosis of `server` from its steps.
    public init(of server: ServiceServer, steps: [DiagnosisStep]) {
        self.server = server.name
        kind = server.kind.displayName
        address = server.displayName
        self.steps = steps
    }

    /// The diagnoses of each of `server`'s addresses as one, each step named with its address
    /// ("http://100.64.0.2:7878 · Connection"); the one diagnosis itself for a single address.
    public static func merging(_ diagnoses: [ServerDiagnosis], of server: ServiceServer) -> ServerDiagnosis {
        guard diagnoses.count > 1 else { return diagnoses.first ?? ServerDiagnosis(of: server, steps: []) }
        let steps = diagnoses.flatMap { diagnosis in
            diagnosis.steps.map {
                DiagnosisStep("\(diagnosis.address) · \($0.name)", $0.verdict, $0.detail, fix: $0.fix)
            }
        }
        var merged = ServerDiagnosis(of: server, steps: steps)
        merged.address = "\(diagnoses.count) addresses"
        return merged
    }

    /// The worst verdict of its steps.
    public var verdict: DiagnosisStep.Verdict { steps.map(\.verdict).max() ?? .ok }

    /// How one server fares over the diagnoses of its addresses: an address that fails while
    /// another answers is a warning (a LAN address away from home), not a failure.
    public static func verdict(ofAddresses diagnoses: [ServerDiagnosis]) -> DiagnosisStep.Verdict {
        let verdicts = diagnoses.map(\.verdict)
        let worst = verdicts.max() ?? .ok
        return worst == .failed && verdicts.contains(where: { $0 != .failed }) ? .warning : worst
    }
}
