import Foundation
import Observation

/// Shared storage for the small preference screens: load, change, save, apply.
@MainActor
@Observable
public class PreferenceEditor {
    /// The preferences as edited.
    public private(set) var preferences = Preferences()
    /// Why the last save failed.
    public private(set) var saveError: ErrorNotice?
    /// Applies saved preferences app-wide (set by the coordinator).
    public var onChange: (@MainActor (Preferences) -> Void)?

    let service: any PreferencesService

    /// Creates the editor over `service`.
    public init(service: any PreferencesService) {
        self.service = service
    }

    /// Loads the stored preferences.
    public func load() async {
        do {
            preferences = try await service.preferences()
        } catch {
            saveError = ErrorNotice(error)
        }
    }

    /// Changes, saves and applies the preferences.
    public func update(_ change: @escaping @Sendable (inout Preferences) -> Void) async {
        do {
            preferences = try await service.update(change)
            saveError = nil
            onChange?(preferences)
        } catch {
            saveError = ErrorNotice(error)
        }
    }
}

/// Appearance: theme (applied live) and the clock format.
@MainActor
public final class AppearanceViewModel: PreferenceEditor {
    /// Moves to the next theme and applies it.
    public func cycleTheme() async {
        await update { preferences in
            let all = Theme.allCases
            let index = all.firstIndex(of: preferences.theme) ?? 0
            preferences.theme = all[(index + 1) % all.count]
        }
    }

    /// Switches between 24-hour and 12-hour times.
    public func toggle24HourTime() async { await update { $0.use24HourTime.toggle() } }

    /// Switches whether destructive actions ask first.
    public func toggleConfirmations() async { await update { $0.confirmDestructiveActions.toggle() } }

    /// Switches whether pictures (posters, covers) show, in every front end.
    public func togglePictures() async { await update { $0.pictures.shown.toggle() } }

    /// Moves to the next way the terminal draws pictures.
    public func cyclePictureMode() async { await update { $0.pictures.nextTerminalMode() } }

    /// Moves to the next cap of the picture cache.
    public func cyclePictureCache() async { await update { $0.pictures.nextCacheSize() } }
}

/// Which in-app notices show.
@MainActor
public final class NotificationsViewModel: PreferenceEditor {
    /// Switches the "download completed" notice.
    public func toggleDownloadCompleted() async { await update { $0.notifications.downloadCompleted.toggle() } }
    /// Switches the health warning notice.
    public func toggleHealthWarnings() async { await update { $0.notifications.healthWarnings.toggle() } }
    /// Switches the desktop's own notifications of what servers push.
    public func toggleDesktop() async { await update { $0.notifications.desktop.toggle() } }
}
