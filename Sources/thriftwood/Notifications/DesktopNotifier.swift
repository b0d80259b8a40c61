import Foundation
import ThriftwoodCore

/// The desktop's own notifications (freedesktop, through `notify-send`) for what servers push,
/// where a session bus exists — a desktop session, not an SSH login or a server.
struct DesktopNotifier: Sendable {
    /// The `notify-send` found.
    let executable: URL

    /// The notifier for this session; nil without a session bus or without `notify-send`.
    static func forSession(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> DesktopNotifier? {
        guard let bus = environment["DBUS_SESSION_BUS_ADDRESS"], !bus.isEmpty else { return nil }
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("notify-send")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return DesktopNotifier(executable: candidate)
            }
        }
        return nil
    }

    /// Shows each of `events` (at most three; more say how many).
    func tell(_ events: [StackEvent]) async {
        for event in events.suffix(3) { await show(TargetMessage(event)) }
        if events.count > 3 {
            await show(
                title: "Thriftwood", body: "\(events.count - 3) more events: Home › Notifications", urgency: "low")
        }
    }

    /// The arguments `notify-send` gets for `message`.
    static func arguments(title: String, body: String, urgency: String) -> [String] {
        ["--app-name=Thriftwood", "--urgency=\(urgency)", "--", title, body]
    }

    private func show(_ message: TargetMessage) async {
        let urgency =
            switch message.urgency {
            case .low: "low"
            case .normal: "normal"
            case .high: "critical"
            }
        await show(title: message.title, body: message.message, urgency: urgency)
    }

    private func show(title: String, body: String, urgency: String) async {
        let process = Process()
        process.executableURL = executable
        process.arguments = Self.arguments(title: title, body: body, urgency: urgency)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            process.terminationHandler = { _ in done.resume() }
            do {
                try process.run()
            } catch {
                // No desktop to tell after all: the status line still says it.
                process.terminationHandler = nil
                done.resume()
            }
        }
    }
}
