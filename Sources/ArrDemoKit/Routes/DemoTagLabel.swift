/// The body of an *arr's `POST /tag`.
package struct DemoTagLabel: Decodable, Sendable {
    /// The tag's words.
    package let label: String
}
