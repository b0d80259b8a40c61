import Logging

/// What the demo download clients share: a silent default logger.
public enum DemoDownloads {
    /// A logger that writes nothing.
    public static let silent = Logger(label: "thriftwood.demo-downloads") { _ in SwiftLogNoOpLogHandler() }
}
