extension AppCoordinator {
    /// The subtitles part of an item's screen, from the profile's first enabled server whose kind
    /// keeps subtitles (Bazarr); nil without one.
    func subtitlesPanel(for subject: SubtitleSubject? = nil) -> SubtitlesPanel? {
        for server in profile?.servers ?? [] where server.enabled {
            guard let make = dependencies.kinds.declaration(of: server.kind)?.subtitles else { continue }
            return SubtitlesPanel(source: make(dependencies.services, server), subject: subject)
        }
        return nil
    }
}
