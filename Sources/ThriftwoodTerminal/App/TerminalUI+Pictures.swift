import TerminalPictures
import ThriftwoodCore

extension TerminalUI {
    /// Whether screens draw pictures: the preference's mode, or the terminal's own when it is
    /// "auto" (a dumb terminal draws none); inside the app they are drawn in symbols.
    public var drawsPictures: Bool {
        let choice = coordinator.preferences.pictures.terminalMode
        let mode =
            TerminalPictureMode(choice: choice)
            ?? TerminalPictureMode.detect(environment: environment)
        return coordinator.preferences.pictures.shown && mode != .off
    }
}
