import ArrKit

/// A subtitle language as Bazarr names it: its name and codes, and whether it is the forced or
/// the hearing-impaired variant.
public struct BazarrLanguage: Hashable, Sendable, Codable {
    /// "English".
    public var name: String
    /// "en".
    public var code2: String
    /// "eng".
    public var code3: String?
    /// The forced (foreign parts only) variant.
    public var forced: Bool
    /// The hearing-impaired variant.
    public var hearingImpaired: Bool

    /// Creates a language.
    public init(name: String, code2: String, code3: String? = nil, forced: Bool = false, hearingImpaired: Bool = false)
    {
        self.name = name
        self.code2 = code2
        self.code3 = code3
        self.forced = forced
        self.hearingImpaired = hearingImpaired
    }

    private enum CodingKeys: String, CodingKey {
        case name, code2, code3, forced
        case hearingImpaired = "hi"
    }

    /// Reads a language leniently (flags as booleans or "True"/"False" text).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let code2 = (try? c.decodeIfPresent(String.self, forKey: .code2)) ?? ""
        name = (try? c.decodeIfPresent(String.self, forKey: .name)) ?? code2
        guard !name.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: c, debugDescription: "a language without a name")
        }
        self.code2 = code2
        code3 = try? c.decodeIfPresent(String.self, forKey: .code3)
        forced = c.lenientFlag(forKey: .forced)
        hearingImpaired = c.lenientFlag(forKey: .hearingImpaired)
    }

    /// "English", "English (forced)", "English (HI)".
    public var label: String {
        name + (forced ? " (forced)" : "") + (hearingImpaired ? " (HI)" : "")
    }
}

extension KeyedDecodingContainer {
    /// A flag sent as a boolean, as "True"/"true"/"False", or as 1/0; false when absent.
    func lenientFlag(forKey key: Key) -> Bool {
        if let flag = try? decodeIfPresent(Bool.self, forKey: key) { return flag }
        if let text = try? decodeIfPresent(String.self, forKey: key) {
            return text.lowercased() == "true" || text == "1"
        }
        if let number = try? decodeIfPresent(Int.self, forKey: key) { return number != 0 }
        return false
    }
}
