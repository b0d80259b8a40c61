extension NavigationState: Codable where Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case path, sheet, tabs, selectedTab, stacks
    }

    /// Decodes a state written by ``encode(to:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let sheet = try container.decodeIfPresent(PresentedSheet<Route>.self, forKey: .sheet)
        if let tabs = try container.decodeIfPresent([TabID].self, forKey: .tabs) {
            let selected = try container.decode(TabID.self, forKey: .selectedTab)
            let raw = try container.decodeIfPresent([String: [Route]].self, forKey: .stacks) ?? [:]
            var stacks: [TabID: [Route]] = [:]
            for (key, value) in raw { stacks[TabID(rawValue: key)] = value }
            self.init(tabs: tabs, selected: selected, stacks: stacks, sheet: sheet)
        } else {
            let path = try container.decodeIfPresent([Route].self, forKey: .path) ?? []
            self.init(path: path, sheet: sheet)
        }
    }

    /// Encodes the state with stable keys: `path` for untabbed apps, `tabs`/`stacks` otherwise.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(sheet, forKey: .sheet)
        if isTabbed {
            try container.encode(tabs, forKey: .tabs)
            try container.encode(selectedTab, forKey: .selectedTab)
            var raw: [String: [Route]] = [:]
            for (key, value) in stacks { raw[key.rawValue] = value }
            try container.encode(raw, forKey: .stacks)
        } else {
            try container.encode(path, forKey: .path)
        }
    }
}
