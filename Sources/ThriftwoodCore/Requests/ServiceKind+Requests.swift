extension ServiceKind {
    /// Whether this is a request server (Seerr, and the Overseerr and Jellyseerr it replaced).
    public var isRequests: Bool { self == .seerr }
}
