import Testing

@testable import ThriftwoodWeb

@Suite("The names the site answers to")
struct HostNamesTests {
    @Test("A public name is allowed bare or with the port it was given; an IPv6 address in brackets")
    func names() {
        let check = HostCheckMiddleware(
            options: WebOptions(host: "::1", port: 7171, publicHosts: ["media.example.org", "127.0.0.1:8443"]),
            port: BoundPort(7171))
        #expect(check.allows("media.example.org"))
        #expect(check.allows("MEDIA.example.org:7171"))
        #expect(check.allows("127.0.0.1:8443"))
        #expect(check.allows("[::1]:7171"))
        #expect(check.allows("localhost:7171"))
        #expect(!check.allows("media.example.org.evil.example"))
        #expect(!check.allows("127.0.0.1:8444"))
        #expect(!check.allows(nil))
    }
}
