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
                // A later server's home is called by its name ("Radarr 4K"), as the app's breadcrumb does.
                let named = route.server.flatMap { slug in
                    route == route.home(in: .standard) ? links.profile?.server(named: slug)?.name : nil
                }
                print(String(repeating: "  ", count: depth + 1) + (named ?? route.label))
            }
            if let sheet = state.sheet { print("sheet: \(sheet.routes.map(\.label).joined(separator: " › "))") }
        } catch {
            // A first segment that is neither a kind nor one of the profile's servers: name it.
            let first = url.split(separator: "/").dropFirst().first.map(String.init) ?? ""
            if let profile = links.profile, !first.isEmpty, profile.server(named: first) == nil,
                KindRegistry.standard.kind(named: first) == nil, first.contains("-")
            {
                printError(
                    "error: There is no server \(first) in \(profile.name); its servers are "
                        + "\(Format.list(profile.servers.map(\.slug))).")
                throw ExitCode.failure
            }
            printError(
                "error: \(error)" + (links.problem.map { " (the profile's servers could not be read: \($0))" } ?? ""))
            throw ExitCode.failure
        }
    }
}
