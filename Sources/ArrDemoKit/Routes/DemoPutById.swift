import Hummingbird

/// The id a `PUT` names, as the *arrs' `[RestPutById]` routes read it: the route is
/// `{id:int?}`, so the id comes from the path when one is there, and else from the body (pyarr
/// and other clients send `PUT /api/v3/movie` with the id only in the resource).
package enum DemoPutById {
    /// The path's id, or else `body`'s; nil when neither is a whole number above 0.
    package static func id(_ context: some RequestContext, body: Int?) -> Int? {
        let id = context.parameters.get("id").map { Int($0) } ?? body
        return id.flatMap { $0 > 0 ? $0 : nil }
    }
}
