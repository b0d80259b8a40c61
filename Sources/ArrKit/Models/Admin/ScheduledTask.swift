import Foundation

/// One of the server's scheduled tasks from `GET /system/task`: what it is, how often it runs,
/// when it last ran and for how long, and when it runs next.
public struct ScheduledTask: Hashable, Sendable, Codable, Identifiable {
    /// The task's id.
    public var id: Int
    /// Its name for people ("Refresh Monitored Downloads").
    public var name: String?
    /// The command that runs it (`RefreshMonitoredDownloads`), what "run now" starts.
    public var taskName: String?
    /// Minutes between runs; 0 or nil for a task that runs only when asked.
    public var interval: Int?
    /// When its last run ended.
    public var lastExecution: Date?
    /// When its last run started.
    public var lastStartTime: Date?
    /// When it runs next.
    public var nextExecution: Date?
    /// How long its last run took.
    public var lastDuration: TimeSpan?

    /// Creates a task.
    public init(
        id: Int, name: String? = nil, taskName: String? = nil, interval: Int? = nil, lastExecution: Date? = nil,
        lastStartTime: Date? = nil, nextExecution: Date? = nil, lastDuration: TimeSpan? = nil
    ) {
        self.id = id
        self.name = name
        self.taskName = taskName
        self.interval = interval
        self.lastExecution = lastExecution
        self.lastStartTime = lastStartTime
        self.nextExecution = nextExecution
        self.lastDuration = lastDuration
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, taskName, interval, lastExecution, lastStartTime, nextExecution, lastDuration
    }

    /// Reads a task leniently: an odd date, interval or duration costs that field.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard let id = c.lenientInt(forKey: .id) else {
            throw DecodingError.dataCorruptedError(forKey: .id, in: c, debugDescription: "a task without an id")
        }
        self.id = id
        name = try? c.decodeIfPresent(String.self, forKey: .name)
        taskName = try? c.decodeIfPresent(String.self, forKey: .taskName)
        interval = c.lenientInt(forKey: .interval)
        lastExecution = c.lenientDate(forKey: .lastExecution)
        lastStartTime = c.lenientDate(forKey: .lastStartTime)
        nextExecution = c.lenientDate(forKey: .nextExecution)
        lastDuration = c.lenientTimeSpan(forKey: .lastDuration)
    }
}
