extension DownloadPriority {
    /// The priority NZBGet's number means (−100 very low … 900 force; in-between numbers round down).
    public init(nzbget number: Int64) {
        self =
            switch number {
            case 900...: .force
            case 100...: .veryHigh
            case 50...: .high
            case ..<(-50): .veryLow
            case ..<0: .low
            default: .normal
            }
    }

    /// NZBGet's number for it.
    public var nzbgetNumber: Int {
        switch self {
        case .veryLow: -100
        case .low: -50
        case .normal: 0
        case .high: 50
        case .veryHigh: 100
        case .force: 900
        }
    }

    /// The priority SABnzbd's number means (2 force, 1 high, 0 normal, −1 low; −2 "paused" reads as normal).
    public init(sabnzbd number: Int64) {
        self =
            switch number {
            case 2...: .force
            case 1: .high
            case -1: .low
            default: .normal
            }
    }

    /// SABnzbd's number for it (it has no very low or very high).
    public var sabnzbdNumber: Int {
        switch self {
        case .force: 2
        case .high, .veryHigh: 1
        case .normal: 0
        case .low, .veryLow: -1
        }
    }

    /// SABnzbd's word for it ("Force", "High", "Normal", "Low").
    public var sabnzbdWord: String {
        switch self {
        case .force: "Force"
        case .high, .veryHigh: "High"
        case .normal: "Normal"
        case .low, .veryLow: "Low"
        }
    }
}
