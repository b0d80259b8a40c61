import Foundation
import Logging
import ThriftwoodCore

/// `serve --demo`'s own setup: each demo server whose kind can be connected (the *arrs, Seerr)
/// is pointed at the site, as `notifications connect` would, so what it does shows at once.
enum DemoHooks {
    /// Connects the demo profile's *arrs to the site at `address`; what fails is logged.
    static func connect(_ dependencies: AppDependencies, to address: String) async {
        let logger = dependencies.logger("thriftwood.notifications")
        guard let secrets = dependencies.hookSecrets else { return }
        do {
            let profile = try await dependencies.profiles.demoProfile(kinds: dependencies.kinds)
            for server in profile.servers where server.enabled {
                guard let maker = dependencies.kinds.declaration(of: server.kind)?.hookConnector,
                    let hook = HookAddress.of(slug: server.slug, publicURL: address)
                else { continue }
                do {
                    let connector = try await maker(dependencies.services, server, secrets)
                    _ = try await connector.attach(server, address: hook, replacing: true)
                } catch {
                    logger.warning("the demo \(server.name) could not be connected: \(ErrorNotice(error).message)")
                }
            }
        } catch {
            logger.warning("the demo profile could not be read: \(ErrorNotice(error).message)")
        }
    }
}
