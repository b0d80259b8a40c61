import Crypto
import Foundation
import Synchronization

/// The opaque ids under which the browser gets pictures (`/_/picture/<id>`): an id names a
/// picture of a server of the profile without saying which server, where it is or how it is
/// reached — no address, no key, nothing a page's reader could use elsewhere.
///
/// An id is a keyed digest of the picture's server and path (the key is made afresh for each
/// process), so the same picture keeps its id while `serve` runs and the browser's cache works;
/// only ids this process handed out are known, so a made-up one names nothing.
public final class PictureTokens: Sendable {
    private let key = SymmetricKey(size: .bits256)
    private let known = Mutex<[String: PictureRef]>([:])

    /// A registry with a key of its own.
    public init() {}

    /// The id of `ref`, remembered so ``ref(for:)`` finds it.
    public func token(for ref: PictureRef) -> String {
        let digest = HMAC<SHA256>.authenticationCode(for: Data(ref.key.utf8), using: key)
        let token = Data(digest.prefix(18)).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        known.withLock { $0[token] = ref }
        return token
    }

    /// The picture `token` names; nil for an id this registry never handed out.
    public func ref(for token: String) -> PictureRef? { known.withLock { $0[token] } }
}
