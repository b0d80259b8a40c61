extension ServiceKind {
    /// Whether this is a music library (Lidarr). It is an *arr on the wire, but the views
    /// across services (queue, calendar, Home) do not read it yet, so it is its own family.
    public var isMusic: Bool { self == .lidarr }

    /// The kinds on the *arr engine (Radarr, Sonarr, Lidarr): the ones the CLI's `queue`,
    /// `history`, `calendar`, `missing` and `status` read.
    public static var arrEngine: [ServiceKind] { allCases.filter { $0.isArr || $0.isMusic } }
}
