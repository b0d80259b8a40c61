import ArgumentParser
import Foundation
import ThriftwoodCore
import ThriftwoodNavigation

/// `thriftwood route URL`: parse a deep link and print its route path.
struct RouteCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "route", abstract: "Parse a thriftwood:// deep link and print the screens it opens.")

    @Argument(help: "A link such as thriftwood://radarr/movies/42.") var url: String
    @Option(help: "Read the slugs of this profile's servers (default: the active one's).") var profile: String?
    @OptionGroup var data: DataDirectoryOption

    func run() async throws {
        let links = await LinkTable.codec(profile: profile, demo: false, data: data)
        do {
            let state = try links.codec.parse(url)
            print("Home")
            for (depth, route) in state.path.enumerated() {
                print(String(repeating: "  ", count: depth + 1) + route.label)
            }
            if let sheet = state.sheet { print("sheet: \(sheet.routes.map(\.label).joined(separator: " › "))") }
        } catch {
            printError(
                "error: \(error)" + (links.problem.map { " (the profile's servers could not be read: \($0))" } ?? ""))
            throw ExitCode.failure
        }
    }
}
