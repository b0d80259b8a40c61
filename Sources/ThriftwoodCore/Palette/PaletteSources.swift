/// What a server adds to the command palette besides its screens: its titles, read when the
/// palette opens.
public typealias PaletteSource = @Sendable () async throws -> [PaletteItem]

/// Each kind's palette titles, declared in its folder.
enum PaletteSources {}
