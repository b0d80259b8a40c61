import ArgumentParser
import Foundation
import ThriftwoodCore

extension NotificationsCommand {
    /// `notifications vapid [--show-public] [--reset]`: the key serve pushes to browsers with.
    struct VAPID: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "vapid",
            abstract: "Print the public key browsers subscribe to serve's Web Push with (made on first use).",
            discussion: """
                The private half stays in the data directory and is never printed. --reset forgets the key: \
                every browser subscribed with it must subscribe again.
                """)
        @Flag(help: "Print the public key (base64url), as a browser's applicationServerKey takes it.")
        var showPublic = false
        @Flag(help: "Forget the key; the next start makes a new one.") var reset = false
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            try await runReportingErrors {
                try await AppSession.with(data.url) { dependencies in
                    guard let keys = dependencies.vapidKeys else {
                        throw CLIError("This data directory has no database.")
                    }
                    if reset {
                        try await keys.reset()
                        print("The VAPID key is forgotten; serve makes a new one, and browsers subscribe again.")
                        return
                    }
                    print(try await keys.key().publicKey)
                }
            }
        }
    }
}
