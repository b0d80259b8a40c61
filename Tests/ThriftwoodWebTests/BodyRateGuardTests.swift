import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import ThriftwoodWeb

/// The slow-body guard on a channel whose clock the test moves: no wall clock is read.
@Suite("A request body must keep a rate")
struct BodyRateGuardTests {
    /// A channel holding the guard (100 bytes in every 10 s), a POST's head sent.
    private func channelWithBodyComing() throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(handler: BodyRateGuard(minimum: 100, window: .seconds(10)))
        try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 7171)).wait()
        #expect(channel.isActive)
        let head = HTTPRequest(method: .post, scheme: "http", authority: "serve", path: "/do")
        try channel.writeInbound(HTTPRequestPart.head(head))
        return channel
    }

    @Test("a body trickling a few bytes a window is cut when the window ends")
    func tricklingBodyIsCut() throws {
        let channel = try channelWithBodyComing()
        try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "a=1")))
        channel.embeddedEventLoop.advanceTime(by: .seconds(9))
        #expect(channel.isActive)
        try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "&b=2")))
        channel.embeddedEventLoop.advanceTime(by: .seconds(1))
        #expect(!channel.isActive)
    }

    @Test("a body that brings enough in every window, however long, keeps its connection")
    func steadyBodyKeepsItsConnection() throws {
        let channel = try channelWithBodyComing()
        for _ in 0..<5 {
            try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(repeating: 0x61, count: 150)))
            channel.embeddedEventLoop.advanceTime(by: .seconds(10))
            #expect(channel.isActive)
        }
        try channel.writeInbound(HTTPRequestPart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .seconds(60))
        #expect(channel.isActive)
        _ = try channel.finish()
    }

    @Test("a request that has ended is never timed, and the next one is timed afresh")
    func endedRequestIsNotTimed() throws {
        let channel = try channelWithBodyComing()
        try channel.writeInbound(HTTPRequestPart.end(nil))
        channel.embeddedEventLoop.advanceTime(by: .seconds(30))
        #expect(channel.isActive)
        let head = HTTPRequest(method: .post, scheme: "http", authority: "serve", path: "/do")
        try channel.writeInbound(HTTPRequestPart.head(head))
        channel.embeddedEventLoop.advanceTime(by: .seconds(10))
        #expect(!channel.isActive)
    }
}
