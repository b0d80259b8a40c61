extension ActivityRow {
    /// The manual import of a queue row that waits for one, on its server; nil for any other row.
    public var manualImport: AppRoute? {
        guard label.text == QueueLabels.manualImportText, let downloadId, source.kind.arrEngine != nil else {
            return nil
        }
        return .admin(.manualImport(.download(downloadId)), kind: source.kind, server: source.slug)
    }
}
