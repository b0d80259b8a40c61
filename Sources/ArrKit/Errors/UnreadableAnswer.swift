import Foundation

extension ArrError {
    /// What `error`, met reading the answer `body` to `endpoint`, means in `service`'s words:
    /// empty, cut off part-way, not valid JSON, or a field that could not be read.
    package init(reading error: any Error, endpoint: String, body: Data, service: ArrService) {
        if let error = error as? ArrError {
            self = error
        } else if body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            self.init(service, .decoding(endpoint: endpoint, field: "(whole answer)", reason: "it was empty"))
        } else if let error = error as? DecodingError {
            self.init(service, DecodingFailure.problem(error, endpoint: endpoint, body: body))
        } else if JSONCompleteness.endsEarly(body) {
            self.init(service, .truncated(endpoint: endpoint))
        } else {
            self.init(
                service,
                .decoding(endpoint: endpoint, field: "(whole answer)", reason: DecodingFailure.plainReason(error)))
        }
    }
}
