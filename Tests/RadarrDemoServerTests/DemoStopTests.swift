import ArrDemoKit
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import RadarrDemoServer
import Testing

@Suite("A demo server's stop")
struct DemoStopTests {
    @Test("a request in flight when the demo stops still gets its whole answer, and the demo then stops")
    func stopLetsAnswersFinish() async throws {
        var faults = DemoFaultSet()
        // Long enough that the request is surely in the server's hands when the stop comes, even
        // on a machine busy with the whole suite (a request not yet read is an idle connection,
        // which a graceful stop closes: the race this test once lost under load).
        try faults.apply("latency=3s")
        let running = try await RadarrDemoServer(configuration: DemoServerConfiguration(faults: faults)).start()
        let http = HTTPClient(eventLoopGroupProvider: .singleton)
        var request = HTTPClientRequest(url: running.baseURL + "/api/v3/system/status")
        request.headers.add(name: "X-Api-Key", value: running.apiKey)
        let asked = request
        let answer = Task { () -> (UInt, Int) in
            let response = try await http.execute(asked, timeout: .seconds(10))
            let body = try await response.body.collect(upTo: 1 << 20)
            return (response.status.code, body.readableBytes)
        }
        // The request is held by the latency fault when the stop comes.
        try await Task.sleep(for: .milliseconds(1500))
        await running.stop()
        let outcome = await answer.result
        try await http.shutdown()
        let (status, bytes) = try outcome.get()
        #expect(status == 200)
        #expect(bytes > 0)
        // Stopped: a new request finds nobody listening.
        let refused = HTTPClient(eventLoopGroupProvider: .singleton)
        var answeredAfterStop = false
        do {
            _ = try await refused.execute(asked, timeout: .seconds(2))
            answeredAfterStop = true
        } catch {
            answeredAfterStop = false
        }
        try await refused.shutdown()
        #expect(!answeredAfterStop)
    }
}
