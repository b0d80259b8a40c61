import ArrKit
import Testing
import ThriftwoodCore

/// Folders an *arr would refuse are refused before anything is sent, naming what it has.
@Suite("Folder rules")
struct FolderRulesTests {
    private let folders = [
        RootFolder(id: 1, path: "/movies", accessible: true, freeSpace: nil),
        RootFolder(id: 2, path: "/data/4k/", accessible: true, freeSpace: nil),
    ]

    @Test("a root folder the server has is taken (a trailing slash aside); none typed is the first")
    func knownRootFolder() throws {
        #expect(try FolderRules.rootFolder("/data/4k", among: folders, on: "Radarr") == "/data/4k/")
        #expect(try FolderRules.rootFolder("/movies/", among: folders, on: "Radarr") == "/movies")
        #expect(try FolderRules.rootFolder(nil, among: folders, on: "Radarr") == "/movies")
    }

    @Test("a root folder the server lacks is refused, naming the ones it has")
    func unknownRootFolder() {
        #expect(throws: FolderRuleError.self) { try FolderRules.rootFolder("/nope", among: folders, on: "Radarr") }
        do {
            _ = try FolderRules.rootFolder("/nope", among: folders, on: "Radarr")
        } catch {
            #expect(error.message == "“/nope” is not one of Radarr's root folders: /movies and /data/4k/.")
        }
    }

    @Test("a title's folder must be a full path on the server")
    func absolutePaths() throws {
        #expect(try FolderRules.absolute("/tv/The Wire", for: "--path") == "/tv/The Wire")
        #expect(try FolderRules.absolute(#"C:\TV\The Wire"#, for: "--path") == #"C:\TV\The Wire"#)
        #expect(try FolderRules.absolute(#"\\nas\tv\The Wire"#, for: "--path") == #"\\nas\tv\The Wire"#)
        #expect(throws: FolderRuleError.self) { try FolderRules.absolute("relative/path", for: "--path") }
    }
}
