import ArrDemoKit
import Hummingbird

/// What makes one demo download client that client: its name, the version it reports, the
/// key of its simulated queue's seed, how it reads the configured key, and its routes.
public struct DemoClientFlavour: Sendable {
    /// The name it gives itself ("SABnzbd").
    let name: String
    /// The version it reports unless the configuration says one.
    let version: String
    /// The family's id of the kind ("sabnzbd"), which seeds its queue and picks what it mirrors.
    let kind: String
    /// The configured key as the server holds it (a plain key becomes `user:password` for the
    /// kinds that sign in with a user).
    let key: @Sendable (String) -> String
    /// What of the real client's API it answers, for `demo-server --help`; the rest is answered
    /// as the real client answers a method or path it does not have.
    public let imitates: String
    /// Adds its routes for `queue` (with `key` and `version`) to the group under the URL base.
    let routes:
        @Sendable (DemoDownloadQueue, _ key: String, _ version: String, RouterGroup<BasicRequestContext>) -> Void
}
