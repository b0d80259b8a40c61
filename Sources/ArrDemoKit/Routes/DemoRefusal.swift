import ArrKit

/// Why a demo *arr refused a change (an add, an edit): the validation failures the server
/// answers with, as an array under HTTP 400.
package struct DemoRefusal: Error {
    /// What the server says was wrong, field by field.
    package let failures: [ValidationFailure]

    /// A refusal for `failures`.
    package init(_ failures: [ValidationFailure]) {
        self.failures = failures
    }
}
