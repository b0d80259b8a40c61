/// How a server reads a request's query: as `application/x-www-form-urlencoded`, where `+` is a
/// space and a plus is sent as `%2B`. Browsers send GET forms that way (`?q=the+matrix`) and the
/// servers Thriftwood speaks to read them that way (ASP.NET Core's *arrs, Express's Seerr,
/// CherryPy's Tautulli and SABnzbd, Flask's Bazarr). A router that percent-decodes the query
/// alone reads `+` as a plus, which finds nothing for any title with a space.
public enum FormQuery {
    /// `target` (a request's path and query) with each `+` of its query written `%20`, so a
    /// percent-decoding reader gets the spaces the sender meant; the path and `%2B` are left as
    /// they are. Nil when there is nothing to change.
    public static func spacesSpelledOut(inTarget target: String) -> String? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        let query = target[target.index(after: mark)...]
        guard query.contains("+") else { return nil }
        return String(target[...mark]) + String(query).replacing("+", with: "%20")
    }
}
