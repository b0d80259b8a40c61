import ArrKit
import Foundation

extension SystemStatus {
    /// The status a demo server reports: `appName` at `version`, started at `startTime`, on a
    /// Debian box with no authentication and no URL base.
    package static func demo(
        appName: String, version: String, startTime: Date, branch: String, runtime: String
    )
        -> SystemStatus
    {
        var status = SystemStatus(appName: appName, version: version, startTime: startTime, osName: "debian")
        status.instanceName = "Thriftwood Demo"
        status.osVersion = "12"
        status.isDocker = false
        status.branch = branch
        status.authentication = "none"
        status.urlBase = ""
        status.runtimeVersion = runtime
        status.databaseType = "sqLite"
        status.buildTime = startTime
        return status
    }
}
