import Foundation

/// A navigation trace walked again (``AppCoordinator/replay(_:)``), as every front end says it.
public struct NavigationReplayReport: Sendable, Hashable {
    /// One replayed step.
    public struct Step: Sendable, Hashable {
        /// Its place in the trace, from 1.
        public let number: Int
        /// When it happened in the recorded session.
        public let at: Date
        /// What it did and where it came from: "Opened from the palette (“blade”)".
        public let happened: String
        /// The screens after it, from Home: "Home › Radarr › Movies".
        public let screens: String
        /// The screens the trace recorded, when the replay left others (nil when they agree).
        public let recordedScreens: String?
    }

    /// The steps, oldest first.
    public let steps: [Step]

    /// The steps whose screens differ from the trace's.
    public var differing: [Step] { steps.filter { $0.recordedScreens != nil } }

    /// One sentence for the end of the report.
    public var summary: String {
        let walked = "Replayed \(Format.plural(steps.count, "step"))"
        guard !steps.isEmpty else { return "The trace has no steps: nothing was replayed." }
        let differing = differing
        if differing.isEmpty { return "\(walked); each left the screens the trace recorded." }
        let numbers = Format.list(differing.map { String($0.number) })
        return
            "\(walked); \(Format.plural(differing.count, "step")) left other screens than the trace recorded (\(numbers))."
    }
}
