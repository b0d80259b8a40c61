import Foundation

extension ReleaseOffer {
    /// What stops a grab the user did not insist on: the server's rejection of this release,
    /// naming it, with each reason on its own line; nil when the server would take it itself.
    ///
    /// - Parameter server: the server's name ("Radarr 4K").
    public func grabRefusal(by server: String) -> String? {
        guard rejected else { return nil }
        let reasons = rejections.isEmpty ? ["(it gave no reason)"] : rejections
        return "\(server) rejected \(title):\n" + reasons.map { "  - \($0)" }.joined(separator: "\n")
    }
}
