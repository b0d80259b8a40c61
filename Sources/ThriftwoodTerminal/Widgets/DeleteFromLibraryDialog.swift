import ThriftwoodCore

extension Dialog {
    /// "Delete X?" with its two choices (the files on disk, an import list exclusion), the
    /// same for a movie and a series: `f`/`x` toggle, `y` deletes.
    static func deleteFromLibrary(
        _ name: String, choice: LibraryDeleteChoice, change: @escaping @MainActor (LibraryDeleteChoice?) -> Void,
        confirm: @escaping @MainActor () async -> Void
    ) -> Dialog {
        Dialog(
            title: LibraryDeleteChoice.question(name),
            lines: [
                "[\(choice.deleteFiles ? "x" : " ")] f  \(LibraryDeleteChoice.deleteFilesLabel)",
                "[\(choice.addImportExclusion ? "x" : " ")] x  \(LibraryDeleteChoice.exclusionLabel)",
            ], hint: "y delete · n cancel"
        ) { key, context in
            var changed = choice
            switch key {
            case .character("f"): changed.deleteFiles.toggle()
            case .character("x"): changed.addImportExclusion.toggle()
            case .character("y"), .enter:
                context.run { await confirm() }
                return
            case .character("n"), .escape:
                change(nil)
                return
            default: return
            }
            change(changed)
        }
    }
}
