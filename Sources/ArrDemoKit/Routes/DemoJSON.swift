import ArrKit
import Foundation
import Hummingbird
import NIOCore
import NIOFoundationCompat

/// Builds JSON answers the way the *arr servers do (the body faults apply to every demo's answers in
/// ``FaultMiddleware``).
public struct DemoJSON: Sendable {
    let faults: DemoFaults

    /// Answers under `faults`.
    public init(faults: DemoFaults) {
        self.faults = faults
    }

    /// Encodes `value` with the *arr conventions (nulls left out, *arr dates).
    public func respond(
        _ value: some Encodable, status: HTTPResponse.Status = .ok, location: String? = nil
    ) throws -> Response {
        respond(data: try ArrJSON.makeEncoder().encode(value), status: status, location: location)
    }

    /// Answers with already-encoded JSON.
    public func respond(data: Data, status: HTTPResponse.Status = .ok, location: String? = nil) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        if let location { headers[.location] = location }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: data)))
    }

    /// A JSON response with the *arr content type.
    public static func response(_ status: HTTPResponse.Status, data: Data) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(data: data)))
    }

    /// An empty 200, as the *arr servers answer a DELETE.
    public static func empty(_ status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, body: ResponseBody())
    }

    /// The *arr `{message, description}` error body.
    public static func error(_ status: HTTPResponse.Status, message: String, description: String? = nil) -> Response {
        var object = ["message": message]
        if let description { object["description"] = description }
        return response(status, data: (try? JSONEncoder().encode(object)) ?? Data())
    }

    /// The *arr 400 validation array.
    public static func validation(_ failures: [ValidationFailure]) -> Response {
        response(.badRequest, data: (try? ArrJSON.makeEncoder().encode(failures)) ?? Data())
    }
}
