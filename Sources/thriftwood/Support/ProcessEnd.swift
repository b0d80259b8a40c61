import Foundation

/// Ends the process at once, for the way out of the full-screen app.
enum ProcessEnd {
    /// Flushes every output stream and ends the process with `status`, without running
    /// exit handlers or waiting for any thread: nothing left running can delay or crash the exit.
    static func now(status: Int32) -> Never {
        fflush(nil)
        _exit(status)
    }
}
