import ServerKit

/// How a server's addresses are said, once for every front end.
public enum AddressWording {
    /// A change of address in a sentence.
    public static func sentence(for change: AddressSwitch) -> String {
        let why = change.reason.map { " (\($0))" } ?? ""
        switch (change.from, change.to) {
        case (nil, let to?): return "\(change.server): reached at \(to)\(why)."
        case (let from?, let to?): return "\(change.server): moved from \(from) to \(to)\(why)."
        case (let from?, nil):
            return "\(change.server): \(from) stopped answering, and no other address of it answers\(why)."
        case (nil, nil): return "\(change.server): none of its addresses answers\(why)."
        }
    }

    /// "reached at its other address http://…" for a server reached elsewhere than its main
    /// address; nil when it is reached at its main address or has only one.
    public static func elsewhere(_ server: ServiceServer, inUse: String?) -> String? {
        guard let inUse, let main = server.connection.addresses.first, inUse != main else { return nil }
        return "reached at its other address \(inUse)"
    }
}

extension ServiceServer {
    /// This server reached at `address` alone: what checking, testing or diagnosing one of its
    /// addresses works on.
    public func alone(at address: String) -> ServiceServer {
        var one = self
        one.connection.baseURL = address
        one.connection.otherAddresses = []
        return one
    }
}
