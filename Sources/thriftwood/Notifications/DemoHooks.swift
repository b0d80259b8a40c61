import Foundation
import Logging
import ThriftwoodCore

/// `serve --demo`'s own setup: each demo *arr of the demo profile gets a Webhook connection to
/// the site, as `notifications connect` would make, so its grabs and imports show at once.
enum DemoHooks {
    /// Connects the demo profile's *arrs to the site at `address`; what fails is logged.
    static func connect(_ dependencies: AppDependencies, to address: String) async {
        let logger = dependencies.logger("thriftwood.notifications")
        guard let secrets = dependencies.hookSecrets else { return }
        do {
            let profile = try await dependencies.profiles.demoProfile()
            for server in profile.servers where server.enabled {
                guard let engine = server.kind.arrEngine,
                    let hook = HookAddress.of(slug: server.slug, publicURL: address)
                else { continue }
                do {
                    let client = try await engine.client(dependencies.services, server)
                    _ = try await ArrHookConnector(client: client, secrets: secrets).connect(server, address: hook)
                } catch {
                    logger.warning("the demo \(server.name) could not be connected: \(ErrorNotice(error).message)")
                }
            }
        } catch {
            logger.warning("the demo profile could not be read: \(ErrorNotice(error).message)")
        }
    }
}
