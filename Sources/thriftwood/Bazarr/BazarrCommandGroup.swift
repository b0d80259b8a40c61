import ArgumentParser

extension CommandGroup {
    /// Bazarr (subtitles): its commands, shown together under its name in `thriftwood --help`.
    static let bazarr = CommandGroup(name: "Bazarr (subtitles)", subcommands: [SubtitlesCommand.self])
}
