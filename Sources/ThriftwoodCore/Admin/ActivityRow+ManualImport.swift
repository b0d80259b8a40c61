extension ActivityRow {
    /// The manual import of a queue row that waits for one, on its server; nil for any other row.
    public var manualImport: AppRoute? {
        // Only the *arrs' feeds say this; the route's link exists only for a kind on the *arr engine.
        guard label.text == QueueLabels.manualImportText, let downloadId else {
            return nil
        }
        return .admin(.manualImport(.download(downloadId)), kind: source.kind, server: source.slug)
    }
}
