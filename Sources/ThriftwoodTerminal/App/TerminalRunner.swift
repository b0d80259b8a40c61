import Foundation
import Observation
import Synchronization
import ThriftwoodCore

/// Runs the full-screen app: renders when state changes, reads keys, restores the terminal on exit.
@MainActor
public enum TerminalRunner {
    /// Runs until the user quits; the terminal is restored on every exit path.
    ///
    /// The navigation snapshot is saved on quit, including a quit by SIGTERM or SIGHUP; a
    /// crash restores the terminal before the runtime reports it.
    public static func run(_ ui: TerminalUI) async throws {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.noTerminal }
        let backend = try NcursesBackend()
        defer { backend.shutdown() }
        let dirty = DirtyFlag()
        var lastFrame = Date.distantPast
        var readAhead = false
        // SIGTERM, SIGHUP and SIGINT end the loop like `q`, so the place is saved and the
        // terminal restored; so does the terminal going away (its window closed, SSH dropped).
        loop: while !ui.wantsQuit {
            let now = Date()
            if dirty.take() || now.timeIntervalSince(lastFrame) > 0.25 {
                backend.apply(ui.coordinator.preferences.theme)
                let (width, height) = backend.size
                let canvas = withObservationTracking {
                    ui.render(width: width, height: height)
                } onChange: {
                    dirty.set()
                }
                backend.draw(canvas)
                if let text = ui.takeClipboard() { backend.copyToClipboard(text) }
                lastFrame = now
            }
            // One key per frame, as typed; after a key, look for the next without waiting.
            switch backend.waitForInput(milliseconds: readAhead ? 0 : 50) {
            case .quit, .hangUp: break loop
            case .input, .timeout:
                // Read on a timeout too: ncurses may hold keys it read ahead while it
                // decoded an escape sequence.
                readAhead = false
                if let key = backend.readKey() {
                    // Ctrl-Z suspends as a terminal program does (raw mode turns the terminal's own off).
                    if key == .control("z") {
                        backend.suspend()
                    } else if key != .resize {
                        ui.handle(key)
                    }
                    dirty.set()
                    readAhead = true
                }
            }
            await Task.yield()
        }
        ui.stop()
        await ui.coordinator.saveSnapshot()
    }
}

/// A flag set from observation callbacks and taken by the render loop.
final class DirtyFlag: Sendable {
    private let value = Mutex(true)

    func set() { value.withLock { $0 = true } }

    func take() -> Bool {
        value.withLock { flag in
            defer { flag = false }
            return flag
        }
    }
}
