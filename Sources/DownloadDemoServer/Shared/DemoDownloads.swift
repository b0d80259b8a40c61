import ArrDemoKit
import Hummingbird
import Logging

/// What the demo download clients share: the router under the URL base with the fault
/// middleware, and a silent default logger.
public enum DemoDownloads {
    /// A logger that writes nothing.
    public static let silent = Logger(label: "thriftwood.demo-downloads") { _ in SwiftLogNoOpLogHandler() }

    /// A router with the fault middleware and the group routes go in (the URL base, if any).
    static func router(
        _ configuration: DemoServerConfiguration, faults: DemoFaults
    ) throws(DemoServerError) -> (Router<BasicRequestContext>, RouterGroup<BasicRequestContext>) {
        try DemoAnswers.router(configuration, faults: faults)
    }
}
