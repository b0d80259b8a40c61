import ArrKit
import DownloadKit
import Foundation
import NIOHTTP1
import ServerKit

/// Works out why a server cannot be reached, one step at a time, each in a sentence with its
/// fix: the address, name resolution, the connection, TLS (certificate, pin, expiry), then the
/// service itself through the kind's own test (key, login wall, wrong kind, version), and on a
/// 404 where the API should be, the URL base that works if one nearby does.
public struct ServerDoctor: Sendable {
    let tester: ServiceTester
    let transport: (any HTTPTransport)?
    let clock: @Sendable () -> Date

    /// A doctor testing servers through `tester`, reading their clocks through `transport`
    /// (nil: the clock is not compared).
    public init(
        tester: ServiceTester, transport: (any HTTPTransport)? = nil, clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.tester = tester
        self.transport = transport
        self.clock = clock
    }

    /// Every step for `server` at its main address, stopping at the first that fails.
    public func diagnose(_ server: ServiceServer) async -> ServerDiagnosis {
        await AddressRouter.direct { await diagnoseDirectly(server) }
    }

    /// ``diagnose(_:)`` for each of `server`'s addresses, in order.
    public func diagnoseEachAddress(_ server: ServiceServer) async -> [ServerDiagnosis] {
        var diagnoses: [ServerDiagnosis] = []
        for address in server.connection.addresses {
            diagnoses.append(await diagnose(server.alone(at: address)))
        }
        return diagnoses.isEmpty ? [await diagnose(server)] : diagnoses
    }

    private func diagnoseDirectly(_ server: ServiceServer) async -> ServerDiagnosis {
        var steps: [DiagnosisStep] = []
        func finish() -> ServerDiagnosis {
            ServerDiagnosis(of: server, steps: steps)
        }
        if server.isEmbeddedDemo {
            steps.append(DiagnosisStep("Address", .ok, "the embedded demo server, started on demand"))
            steps += await service(server)
            return finish()
        }
        guard let url = URLComponents(string: server.connection.baseURL), let host = url.host, !host.isEmpty,
            let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme)
        else {
            steps.append(
                DiagnosisStep(
                    "Address", .failed, "“\(server.connection.baseURL)” is not an http(s) address with a host.",
                    fix: "Edit the server's address, e.g. http://192.168.1.10:\(server.kind.defaultPort)."))
            return finish()
        }
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        for step in [await resolution(host), await connection(host, port)] {
            steps.append(step)
            if step.verdict == .failed { return finish() }
        }
        if scheme == "https" {
            let step = await tls(host, port, server: server)
            steps.append(step)
            if step.verdict == .failed { return finish() }
        }
        let answered = await service(server)
        steps += answered
        let failed = answered.contains { $0.verdict == .failed }
        if !failed, let step = await clockStep(server) { steps.append(step) }
        if answered.first?.verdict == .failed, let base = await workingBase(for: server) {
            steps.append(
                DiagnosisStep(
                    "URL base", .failed, "the API is not at \(server.connection.baseURL), but it answers at \(base).",
                    fix: "Set the server's address to \(base) (thriftwood servers edit NAME --url \(base))."))
        }
        return finish()
    }

    private func resolution(_ host: String) async -> DiagnosisStep {
        do {
            let addresses = try await NetworkProbe.resolve(host)
            if addresses == [host] {
                return DiagnosisStep("Name resolution", .ok, "\(host) is an address: nothing to look up.")
            }
            return DiagnosisStep("Name resolution", .ok, "\(host) is \(Format.list(addresses)).")
        } catch let failure as NetworkProbe.ResolveFailure {
            return DiagnosisStep(
                "Name resolution", .failed, "\(host) does not resolve (\(failure.reason)).",
                fix: "Check the name for a typo, or use the server's IP address; away from home, the name may "
                    + "only resolve on the home network or over its VPN.")
        } catch {
            return DiagnosisStep("Name resolution", .failed, "\(host) could not be looked up: \(error).")
        }
    }

    private func connection(_ host: String, _ port: Int) async -> DiagnosisStep {
        do {
            try await NetworkProbe.connect(host: host, port: port)
            return DiagnosisStep("Connection", .ok, "\(host):\(port) accepts connections.")
        } catch {
            switch error {
            case .refused:
                return DiagnosisStep(
                    "Connection", .failed, "\(host) refused a connection on port \(port): nothing listens there.",
                    fix: "Check that the service is running and the port is right (its settings show the port).")
            case .timedOut(let seconds):
                return DiagnosisStep(
                    "Connection", .failed, "\(host):\(port) did not answer within \(Int(clamping: seconds)) s.",
                    fix: "Check that the machine is on and reachable from here (a firewall or another network can "
                        + "drop the connection).")
            case .other(let reason):
                return DiagnosisStep("Connection", .failed, "\(host):\(port) could not be reached: \(reason).")
            }
        }
    }

    private func tls(_ host: String, _ port: Int, server: ServiceServer) async -> DiagnosisStep {
        let policy = server.connection.tls
        let presented: ServerCertificate
        do {
            presented = try await CertificateProbe.fetch(host: host, port: port)
        } catch {
            var why = ErrorNotice(error).message
            if case .tls(_, let reason, _) = error as? TransportFailure { why = reason + "." }
            return DiagnosisStep(
                "TLS", .failed, "\(host):\(port) did not complete a TLS handshake: \(why)",
                fix: "If the server speaks plain HTTP on this port, use an http:// address.")
        }
        let fingerprint = presented.fingerprint ?? "unknown"
        if let expires = presented.expires, expires < clock() {
            return DiagnosisStep(
                "TLS", .failed, "its certificate expired on \(Format.day(expires)) (SHA-256 \(fingerprint)).",
                fix: "Renew the certificate on the server (or the proxy in front of it).")
        }
        if case .pinned(let pem) = policy, let pinned = ServerCertificate(pem: pem).fingerprint, pinned != fingerprint {
            return DiagnosisStep(
                "TLS", .failed,
                "its certificate (SHA-256 \(fingerprint)) differs from the one pinned (SHA-256 \(pinned)).",
                fix: "If the server's certificate was renewed, pin the new one: edit the server and choose "
                    + "“accept self-signed” again.")
        }
        if let refused = await handshakeRefusal(server, host: host) { return refused }
        let soon = presented.expires.map { $0.timeIntervalSince(clock()) < 14 * 86_400 } ?? false
        let expiry = presented.expires.map { " until \(Format.day($0))" } ?? ""
        return DiagnosisStep(
            "TLS", soon ? .warning : .ok, "its certificate is valid\(expiry) (SHA-256 \(fingerprint)).",
            fix: soon ? "Renew it soon: Thriftwood refuses an expired certificate." : nil)
    }

    /// Whether the certificate is refused as the service's requests would check it (a host
    /// name it is not issued for, a chain not trusted): the TLS step's failure, in words.
    private func handshakeRefusal(_ server: ServiceServer, host: String) async -> DiagnosisStep? {
        guard let transport else { return nil }
        if case .pinned = server.connection.tls { return nil }  // the pin itself was compared above
        let request = TransportRequest(
            method: .GET, url: server.connection.baseURL, host: host, tls: server.connection.tls,
            headTimeout: .seconds(5), maxBytes: 1 << 16)
        do {
            _ = try await transport.send(request)
            return nil
        } catch {
            guard case .tls(_, let reason, let selfSigned) = error else { return nil }
            return DiagnosisStep(
                "TLS", .failed, "\(host) presents a certificate Thriftwood refuses: \(reason).",
                fix: selfSigned
                    ? "Trust it once: edit the server and choose “accept self-signed” (its certificate is pinned), "
                        + "or give the CA that signed it (--ca-file)."
                    : "Use the name the certificate is issued for in the address, or issue one for \(host).")
        }
    }

    /// The service step, and the version step when the kind names its oldest supported version.
    private func service(_ server: ServiceServer) async -> [DiagnosisStep] {
        let status: SystemStatus
        do {
            status = try await tester.status(of: server)
        } catch {
            let notice = ErrorNotice(error)
            return [DiagnosisStep("Service", .failed, notice.message, fix: notice.suggestion)]
        }
        let name = status.appName ?? server.kind.displayName
        let answered = DiagnosisStep(
            "Service", .ok, "\(name) \(status.version ?? "(version not said)") answers, and takes the key.")
        guard let oldest = tester.kinds.declaration(of: server.kind)?.oldestSupported, let version = status.version
        else { return [answered] }
        let kind = server.kind.displayName
        if VersionOrder.isOlder(version, than: oldest) {
            return [
                answered,
                DiagnosisStep(
                    "Version", .failed, "\(kind) \(version) is older than Thriftwood speaks to (\(oldest) or later).",
                    fix: "Update \(kind) to \(oldest) or later: older versions answer another API."),
            ]
        }
        return [answered, DiagnosisStep("Version", .ok, "\(kind) \(version) is supported (\(oldest) or later).")]
    }

    /// How far the server's clock is from this machine's, from the `Date` of an answer to its
    /// address: over five minutes is a warning (times in the calendar and history shift, and TLS
    /// can refuse certificates not yet valid); nil when there is nothing to compare.
    private func clockStep(_ server: ServiceServer) async -> DiagnosisStep? {
        guard let transport, let host = URLComponents(string: server.connection.baseURL)?.host else { return nil }
        let request = TransportRequest(
            method: .GET, url: server.connection.baseURL, host: host, tls: server.connection.tls,
            headTimeout: .seconds(5), maxBytes: 1 << 16)
        let sent = clock()
        let answer: TransportAnswer
        do {
            answer = try await transport.send(request)
        } catch {
            return DiagnosisStep("Clock", .ok, "not compared: \(error.description)")
        }
        guard let text = answer.headers["date"], let date = Self.httpDate(text) else {
            return DiagnosisStep("Clock", .ok, "not compared: the server sent no Date.")
        }
        let offset = date.timeIntervalSince(sent)
        guard abs(offset) > 300 else { return DiagnosisStep("Clock", .ok, "the server's clock agrees with this one.") }
        let minutes = Int(clamping: (abs(offset) / 60).rounded())
        return DiagnosisStep(
            "Clock", .warning,
            "the server's clock is \(minutes) minutes \(offset > 0 ? "ahead of" : "behind") this one.",
            fix: "Set both clocks from the network (NTP): times in the calendar and history shift, and TLS can refuse "
                + "a certificate that is not yet valid.")
    }

    /// An HTTP `Date` ("Wed, 25 Nov 2026 21:00:51 GMT").
    static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
