import ArgumentParser
import Foundation
import ThriftwoodCore

/// `thriftwood users`: the people who sign in to `thriftwood serve`.
struct UsersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "users", abstract: "The people who sign in to thriftwood serve.",
        subcommands: [Add.self, List.self, Password.self, Seerr.self, Unlock.self, Remove.self])

    /// `users add NAME --password-file F [--role admin|household]`.
    struct Add: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "add", abstract: "Add a user who can sign in to the browser.")
        @Argument(help: "The name they sign in with.") var name: String
        @Option(help: "Read the password from this file's first line.")
        var passwordFile: String
        @Option(help: "admin (everything) or household (browse, search, request; no edits or deletes).")
        var role: String = "admin"
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            guard let chosen = HouseholdRole(rawValue: role) else {
                throw ValidationError("--role is admin or household (got \(role)).")
            }
            let password = try APIKeyFile.read(passwordFile)
            try await UsersCommand.withDirectory(data) { users in
                try await users.add(name: name, password: password, role: chosen)
                print("Added \(name), \(chosen.label).")
            }
        }
    }

    /// `users list`.
    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the users.")
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            try await UsersCommand.withDirectory(data) { users in
                let all = try await users.users()
                if all.isEmpty {
                    print("Nobody can sign in yet: thriftwood users add NAME --password-file FILE adds someone.")
                }
                for user in all {
                    print(
                        "\(user.name)\t\(user.role.rawValue)\tadded \(Format.day(user.created))\t\(SeerrLink.words(user))"
                    )
                }
            }
        }
    }

    /// `users passwd NAME --password-file F`.
    struct Password: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "passwd", abstract: "Set a user's password (signs them out everywhere).")
        @Argument(help: "The user.") var name: String
        @Option(help: "Read the new password from this file's first line.")
        var passwordFile: String
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            let password = try APIKeyFile.read(passwordFile)
            try await UsersCommand.withDirectory(data) { users in
                try await users.setPassword(of: name, to: password)
                print("Set \(name)'s password; their sessions have ended.")
            }
        }
    }

    /// `users seerr NAME --id N|--none`: the Seerr user a person requests as.
    struct Seerr: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "seerr",
            abstract:
                "Link a user to their Seerr user, so what they request is filed as them and waits where Seerr says.")
        @Argument(help: "The user.") var name: String
        @Option(help: "Their user's number in Seerr (Seerr's Users page).") var id: Int?
        @Flag(help: "Unlink them (a household user then may not request).") var none = false
        @OptionGroup var data: DataDirectoryOption

        func validate() throws {
            guard (id != nil) != none else { throw ValidationError("Give --id N or --none.") }
            if let id, id < 1 { throw ValidationError("--id is Seerr's user number, 1 or more (got \(id)).") }
        }

        func run() async throws {
            try await UsersCommand.withDirectory(data) { users in
                try await users.linkSeerrUser(of: name, to: id)
                print(id.map { "\(name) requests in Seerr as user \($0)." } ?? "\(name) has no Seerr user now.")
            }
        }
    }

    /// `users unlock NAME`: lifts the sign-in locks failed guesses put on a name.
    struct Unlock: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "unlock",
            abstract: "Let a name sign in again at once from every address that guessed wrong.")
        @Argument(help: "The user.") var name: String
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            try await UsersCommand.withDirectory(data) { users in
                let locked = try await users.unlock(name)
                print(
                    locked == 0
                        ? "\(name) was not locked out; their failed sign-ins are forgotten."
                        : "Unlocked \(name): \(Format.plural(locked, "address")) may try again now.")
            }
        }
    }

    /// `users remove NAME`.
    struct Remove: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "remove", abstract: "Remove a user and end their sessions.")
        @Argument(help: "The user.") var name: String
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            try await UsersCommand.withDirectory(data) { users in
                try await users.remove(name)
                print("Removed \(name).")
            }
        }
    }

    /// Runs `body` over the data directory's users, saying a refusal in words (exit 64).
    static func withDirectory(_ data: DataDirectoryOption, _ body: (UserDirectory) async throws -> Void) async throws {
        let database: AppDatabase
        do {
            database = try AppDatabase.open(in: data.url)
        } catch {
            let notice = ErrorNotice(error)
            printError("error: \(notice.message)\n  \(notice.suggestion)")
            throw ExitStatus.cannotCreate.code
        }
        do {
            try await body(UserDirectory(database: database))
        } catch let error as CoreError {
            printError("error: \(error.description)")
            throw ExitStatus.usage.code
        }
    }
}
