import DownloadKit
import ServerKit

extension ActivityRow {
    /// What a queue row says beside its bar, as every front end words it: "73% · 12m left ·
    /// 4.2 GB", with only what is known (a stalled download has no time left).
    public var queueFacts: String {
        var parts: [String] = []
        if let progress { parts.append(Format.percent(progress)) }
        if let secondsLeft, secondsLeft.isFinite, secondsLeft > 0 {
            parts.append(Format.duration(secondsLeft) + " left")
        }
        if let size = client?.item.sizeBytes, size > 0 { parts.append(Format.bytes(size)) }
        return parts.joined(separator: " · ")
    }
}
