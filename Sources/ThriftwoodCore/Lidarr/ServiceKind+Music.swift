extension ServiceKind {
    /// Whether this is a music library (Lidarr). It is an *arr on the wire, but the views
    /// across services (queue, calendar, Home) do not read it yet, so it is its own family.
    public var isMusic: Bool { self == .lidarr }
}
