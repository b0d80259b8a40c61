import Foundation
import NIOCore
import ServerKit

/// The bytes of a recorded answer below `Fixtures/`.
func fixture(_ path: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: "Fixtures/" + path, withExtension: nil) else {
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    return try Data(contentsOf: url)
}

/// An answer with `status` and the recorded `path` as its body.
func recorded(_ path: String, status: Int = 200, type: String = "application/json") throws -> InMemoryTransport.Reply {
    .answer(TransportAnswer(status: status, contentType: type, body: ByteBuffer(bytes: try fixture(path))))
}

/// A connection to a server that exists only in memory.
func memoryConnection(key: String = "key") -> ServerConnection {
    ServerConnection(baseURL: "http://usenet.local:8080", apiKey: key)
}

/// The query parameter `name` of a request's URL.
func query(_ request: TransportRequest, _ name: String) -> String? {
    URLComponents(string: request.url)?.queryItems?.first { $0.name == name }?.value
}
