import Logging
import ServerKit

/// Writes each change of a server's address to the app log, in words: "Radarr: moved from
/// http://192.168.1.10:7878 to http://100.64.0.2:7878 (…)". The first choice is information, a
/// move a notice, no address answering a warning.
struct AddressSwitchLog: Sendable {
    let logger: Logger

    /// Writes `change`.
    @Sendable func write(_ change: AddressSwitch) {
        let line = Logger.Message(stringLiteral: AddressWording.sentence(for: change))
        if change.to == nil {
            logger.warning(line)
        } else if change.from == nil && change.reason == nil {
            logger.info(line)
        } else {
            logger.notice(line)
        }
    }
}
