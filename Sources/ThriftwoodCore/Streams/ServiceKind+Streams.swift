extension ServiceKind {
    /// Whether this is a streams server (Tautulli: who watches what on Plex).
    public var isStreams: Bool { self == .tautulli }
}
