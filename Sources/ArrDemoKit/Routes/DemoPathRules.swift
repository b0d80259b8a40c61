import ArrKit

/// The path checks a real *arr makes on an add or an edit (Servarr's `PathValidator` and
/// `RootFolderExistsValidator`), so the demos refuse what the real servers refuse.
package enum DemoPathRules {
    /// The failures of an add: a root folder that is not an absolute path, or not one of the
    /// server's root folders; an explicit path that is not absolute.
    package static func add(rootFolderPath: String?, path: String?, rootFolders: [String]) -> [ValidationFailure] {
        var failures: [ValidationFailure] = []
        if let root = rootFolderPath, !root.isEmpty {
            if let invalid = invalid(root, property: "RootFolderPath") {
                failures.append(invalid)
            } else if !rootFolders.contains(where: { same($0, root) }) {
                failures.append(
                    ValidationFailure(
                        propertyName: "RootFolderPath", errorMessage: "Root folder '\(root)' does not exist",
                        errorCode: "RootFolderExistsValidator"))
            }
        }
        if let path, let invalid = invalid(path, property: "Path") { failures.append(invalid) }
        return failures
    }

    /// The failure of an edit's path, when it is not absolute.
    package static func edit(path: String?) -> [ValidationFailure] {
        path.flatMap { invalid($0, property: "Path") }.map { [$0] } ?? []
    }

    /// "Invalid Path: 'x'" for a path that is empty or not absolute.
    private static func invalid(_ path: String, property: String) -> ValidationFailure? {
        guard !path.hasPrefix("/") else { return nil }
        return ValidationFailure(
            propertyName: property, errorMessage: "Invalid Path: '\(path)'", errorCode: "PathValidator")
    }

    /// Whether two folders are the same, a trailing slash aside.
    private static func same(_ lhs: String, _ rhs: String) -> Bool {
        func trimmed(_ path: String) -> Substring {
            var path = path[...]
            while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
            return path
        }
        return trimmed(lhs) == trimmed(rhs)
    }
}
