import ArrDemoKit
import ArrKit
import DownloadKit
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// NZBGet's `POST /xmlrpc` beside its JSON-RPC, as NZBGet 21 serves both (some clients, such as
/// pynzbgetapi, speak only XML-RPC): the same methods and answers, as `methodResponse`
/// documents; an unknown method is fault 1 "Invalid procedure", as `XmlRpc.cpp` builds it.
extension NZBGetDemoRoutes {
    func registerXMLRPC(on group: RouterGroup<BasicRequestContext>) {
        group.post("xmlrpc") { request, _ in
            guard self.authorised(request.headers[.authorization]) else { return Self.unauthorised }
            let body = try await request.body.collect(upTo: 64 << 20)
            let document: String
            do {
                let call = try XMLRPC.parseCall(String(buffer: body))
                document =
                    self.value(call.method, call.params).map(XMLRPC.response)
                    ?? XMLRPC.response(XMLRPC.Fault(code: 1, message: "Invalid procedure"))
            } catch {
                document = XMLRPC.response(XMLRPC.Fault(code: 1, message: "Invalid XML-RPC request"))
            }
            var headers = HTTPFields()
            headers[.contentType] = "text/xml"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: document)))
        }
    }
}
