import Foundation

/// Timing and memory helpers for the benchmark (wall clock, best of N; peak RSS).
enum Measure {
    /// Runs `body` `runs` times and returns the fastest run in milliseconds.
    static func best(runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = ContinuousClock.now
            try body()
            best = min(best, milliseconds(ContinuousClock.now - start))
        }
        return best
    }

    /// The async version of ``best(runs:_:)``.
    static func bestAsync(runs: Int = 5, _ body: () async throws -> Void) async rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<runs {
            let start = ContinuousClock.now
            try await body()
            best = min(best, milliseconds(ContinuousClock.now - start))
        }
        return best
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// The process's peak resident memory so far, in bytes.
    ///
    /// On Linux this reads VmHWM, which starts afresh at exec (ru_maxrss would carry the
    /// parent's peak over into a child process).
    static var peakRSS: Int64 {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(whereSeparator: \.isWhitespace).dropFirst().first.flatMap({ Int64($0) })
        {
            return kilobytes * 1024
        }
        var usage = rusage()
        #if os(Linux)
            getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
            getrusage(RUSAGE_SELF, &usage)
        #endif
        #if os(Linux)
            return Int64(usage.ru_maxrss) * 1024
        #else
            return Int64(usage.ru_maxrss)
        #endif
    }

    /// The process's current resident memory, in bytes (Linux; 0 elsewhere).
    static var currentRSS: Int64 {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int64($0) })
        else { return 0 }
        return pages * Int64(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Prints one result line: name, value, unit, and an optional budget verdict.
    static func report(_ name: String, _ value: Double, _ unit: String, budget: (Double, Bool)? = nil) {
        var line =
            "\(name.padding(toLength: 58, withPad: " ", startingAt: 0)) \(String(format: "%10.2f", value)) \(unit)"
        if let (limit, lowerIsBetter) = budget {
            let met = lowerIsBetter ? value <= limit : value >= limit
            line += "   budget \(lowerIsBetter ? "≤" : "≥") \(limit) \(unit): \(met ? "met" : "MISSED")"
        }
        Report.line(line)
    }
}

/// A benchmark whose result is not what it should be.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Throws when a benchmark's result is wrong, so a broken scenario cannot report a fast time.
func check(_ condition: Bool, _ message: String) throws {
    if !condition { throw BenchFailure(message) }
}

/// The benchmark's report on stdout: its product, not a log, so it bypasses swift-log.
///
/// Writes are unbuffered, so a line is out before `exit` (the memory probe relies on that).
enum Report {
    static func line(_ text: String = "") {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
