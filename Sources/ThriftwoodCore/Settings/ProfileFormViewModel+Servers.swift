import Foundation

extension ProfileFormViewModel {
    /// The question before removing `server`, naming it and what goes with it.
    public func removalQuestion(for server: ServiceServer) -> String {
        "Remove \(server.name) (\(server.displayName)) from this profile? Its offline copy goes with it."
    }
}
