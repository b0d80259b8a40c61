import DownloadKit
import Foundation
import Testing

/// Transmission's client against the Transmission demo server, over loopback.
@Suite("Transmission against its demo server")
struct TransmissionDemoTests {
    @Test("The handshake, the list (downloading, stopped, seeding) and the actions on it")
    func actions() async throws {
        try await withDemo(.transmission) { client, clock in
            #expect(try await client.version().hasPrefix("3.00"))
            let before = try await client.queue()
            #expect(before.items.map(\.state).contains(.downloading))
            #expect(before.items.map(\.state).contains(.paused))
            #expect(before.items.map(\.state).contains(.seeding))
            let stopped = try #require(before.items.first { $0.state == .paused })
            try await client.resume([stopped.id])
            try await client.setPriority(.high, of: [stopped.id])
            let started = try #require(try await client.queue().items.first { $0.id == stopped.id })
            #expect(started.state != .paused && started.priority == .high)
            try await client.setCategory("tv", of: [stopped.id])
            #expect(try await client.queue().items.first { $0.id == stopped.id }?.category == "tv")
            try await client.setSpeedLimit(.bytesPerSecond(2_097_152))
            #expect(try await client.queue().status.limit == .bytesPerSecond(2_097_000), "whole kB/s of 1,000 bytes")
            try await client.setSpeedLimit(.off)
            #expect(try await client.queue().status.limit == .off)
            try await client.remove([stopped.id], deleteFiles: true)
            #expect(try await !client.queue().items.contains { $0.id == stopped.id })
            clock.advance(3600)
            #expect(try await client.queue().items.allSatisfy { $0.state != .downloading })
        }
    }

    @Test("A wrong password is refused in Transmission's words")
    func refused() async throws {
        try await withDemo(.transmission, key: "transmission:wrong") { client, _ in
            let error = await #expect(throws: DownloadError.self) { try await client.queue() }
            #expect(error?.description == "Transmission refused the user name or password.")
        }
    }
}
