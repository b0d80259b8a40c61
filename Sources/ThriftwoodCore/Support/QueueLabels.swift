/// The words for a download's state, the same for every *arr service: the tracked status
/// (error, warning) first, then the import state, then the client's status.
public enum QueueLabels {
    /// A title's state while it is in the queue, as lists and its own screen show it:
    /// "Downloading 77%" while it downloads, the queue's own word otherwise ("Queued",
    /// "Paused", "Import pending", "Failed").
    public static func titleState(
        status: String?, tracked: String?, state: String?, progress: Double
    ) -> StatusLabel {
        let label = Self.status(status: status, tracked: tracked, state: state)
        guard label.text == "Downloading" else { return label }
        return StatusLabel("Downloading \(Format.percent(progress))", label.tone)
    }

    /// A download's state, e.g. "Import pending".
    public static func status(status: String?, tracked: String?, state: String?) -> StatusLabel {
        if needsManualImport(tracked: tracked, state: state) { return StatusLabel(manualImportText, .attention) }
        switch tracked?.lowercased() {
        case "error": return StatusLabel("Error", .problem)
        case "warning": return StatusLabel("Warning", .attention)
        default: break
        }
        switch state {
        case "importPending": return StatusLabel("Import pending", .neutral)
        case "importing": return StatusLabel("Importing", .good)
        case "imported": return StatusLabel("Imported", .good)
        case "failedPending": return StatusLabel("Failed, pending", .problem)
        case "failed": return StatusLabel("Failed", .problem)
        case "ignored": return StatusLabel("Ignored", .quiet)
        default: break
        }
        switch status?.lowercased() {
        case "downloading": return StatusLabel("Downloading", .neutral)
        case "paused": return StatusLabel("Paused", .quiet)
        case "queued": return StatusLabel("Queued", .quiet)
        case "completed": return StatusLabel("Completed", .good)
        case "delay": return StatusLabel("Delayed", .quiet)
        case "downloadclientunavailable": return StatusLabel("Client unavailable", .problem)
        case "failed": return StatusLabel("Failed", .problem)
        case "warning": return StatusLabel("Warning", .attention)
        case let other?: return StatusLabel(RadarrLabels.words(other), .neutral)
        case nil: return StatusLabel("Unknown", .quiet)
        }
    }

    /// The label of a download that waits for a manual import.
    public static let manualImportText = "Needs manual import"

    /// Whether a finished download waits for someone to import it by hand: the server tracks it
    /// as pending (or blocked) import with a warning saying why.
    public static func needsManualImport(tracked: String?, state: String?) -> Bool {
        guard tracked?.lowercased() == "warning" else { return false }
        return ["importpending", "importblocked"].contains(state?.lowercased() ?? "")
    }
}
