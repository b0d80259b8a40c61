extension UserDirectory {
    /// Lifts the sign-in locks failed guesses put on `name` (from every address), so they may
    /// sign in at once; returns how many addresses were locked out of it. Throws when there is
    /// no such user.
    public func unlock(_ name: String) async throws(CoreError) -> Int {
        guard try await users().contains(where: { $0.name.lowercased() == name.lowercased() }) else {
            throw .invalid(["name": "There is no user called \(name)."])
        }
        return try await SignInThrottle(database: database).unlock(name: name)
    }
}
