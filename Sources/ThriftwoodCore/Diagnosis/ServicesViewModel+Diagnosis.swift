import Foundation

extension ServicesViewModel {
    /// Runs `thriftwood doctor`'s steps on the row's server, at each of its addresses, and keeps
    /// the result for the screen (``diagnosis``); a row with no server has nothing to diagnose.
    public func diagnose(_ row: Row) async {
        guard let server = row.server, let doctor else { return }
        diagnosing = server.name
        diagnosis = ServerDiagnosis.merging(await doctor.diagnoseEachAddress(server), of: server)
        diagnosing = nil
    }

    /// Closes the diagnosis.
    public func closeDiagnosis() { diagnosis = nil }

    /// The question-free lines of a diagnosis, each step then its fix, for a front end to show.
    public func diagnosisLines(_ diagnosis: ServerDiagnosis) -> [(step: DiagnosisStep, text: String)] {
        diagnosis.steps.map { step in (step, "\(step.name): \(step.detail)" + (step.fix.map { " — \($0)" } ?? "")) }
    }
}
