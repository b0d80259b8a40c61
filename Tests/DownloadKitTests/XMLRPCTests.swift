import ArrKit
import DownloadKit
import Testing

/// XML-RPC documents as NZBGet and rTorrent write them, read and written.
@Suite("XML-RPC")
struct XMLRPCTests {
    @Test("A call's values come back as they went: text with markup, numbers, flags, lists, members")
    func roundTrip() throws {
        let values: [JSONValue] = [
            .string("a <b> & \"c\""), .number(42), .number(5_000_000_000), .number(1.5), .bool(true),
            .array([.string("x"), .number(-1)]), .object(["Name": .string("Two Words"), "Paused": .bool(false)]), .null,
        ]
        let call = try XMLRPC.parseCall(XMLRPC.call("editqueue", values))
        #expect(call.method == "editqueue")
        #expect(call.params == values)
    }

    @Test("A response as servers write it: laid out, an untyped value is text, entities decoded")
    func serverLayout() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <methodResponse>
              <params>
                <param><value><struct>
                  <member><name>NZBName</name><value>Big &amp; Small</value></member>
                  <member><name>Size</name><value><i8>5000000000</i8></value></member>
                  <member><name>Health</name><value><int>1000</int></value></member>
                  <member><name>Empty</name><value></value></member>
                </struct></value></param>
              </params>
            </methodResponse>
            """
        let value = try XMLRPC.parseResponse(document)
        #expect(value["NZBName"] == .string("Big & Small"))
        #expect(value["Size"] == .number(5_000_000_000))
        #expect(value["Health"] == .number(1000))
        #expect(value["Empty"] == .string(""))
    }

    @Test("A fault is thrown with its code and words; a broken document is refused, not guessed")
    func faults() throws {
        let fault = XMLRPC.response(XMLRPC.Fault(code: 4, message: "Invalid <id>"))
        #expect(throws: XMLRPC.Fault(code: 4, message: "Invalid <id>")) { try XMLRPC.parseResponse(fault) }
        #expect(throws: XMLRPC.Unreadable.self) { try XMLRPC.parseCall("<methodCall><methodName>x") }
        #expect(throws: XMLRPC.Unreadable.self) {
            try XMLRPC.parseResponse(
                "<methodResponse><params><param><value><i4>x</i4></value></param></params></methodResponse>")
        }
    }
}
