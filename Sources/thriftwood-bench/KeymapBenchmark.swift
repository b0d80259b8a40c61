import Foundation
import ThriftwoodCore

/// Reads keys.toml files of 250, 500 and 1,000 entries: the time must grow with the length,
/// not its square (1,000 lines once took 19 s).
func keymapBenchmark() throws {
    Report.line("keys.toml (one entry a line; the first unknown action ends the read)")
    for count in [250, 500, 1_000] {
        var text = "[keys]\n"
        for number in (1...count).reversed() { text += "\"action \(number)\" = \"x\"\n" }
        let time = Measure.best(runs: 5) {
            do {
                _ = try Keymap.parse(text)
            } catch {
                // Expected: "there is no action …"; the read is what is measured.
            }
        }
        Measure.report("  \(count) entries", time, "ms", budget: count == 1_000 ? (100, true) : nil)
    }
    Report.line()
}
