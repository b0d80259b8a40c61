import ThriftwoodCore

/// This build's kinds as the CLI reads them: the composition root's registry
/// (``KindRegistry/standard``), which the core is handed and never reads itself.
extension ServiceKind {
    /// The kinds this build talks to, in the order screens list them.
    static var allCases: [ServiceKind] { KindRegistry.standard.kinds }

    /// The kinds this build can talk to, in the order screens list them.
    static var supported: [ServiceKind] { allCases }

    /// The kinds on the *arr engine, in the registry's order.
    static var arrEngine: [ServiceKind] {
        KindRegistry.standard.declarations.filter { $0.arrEngine != nil }.map(\.kind)
    }

    /// Whether this build can talk to it.
    var isSupported: Bool { KindRegistry.standard.declaration(of: self) != nil }

    /// How this kind is reached as an *arr; nil for a kind not on the engine.
    var arrEngine: ArrEngine? { KindRegistry.standard.declaration(of: self)?.arrEngine }
}
