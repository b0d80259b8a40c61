import Observation
import PictureKit

/// A screen's picture (a movie's poster, an album's cover): fetched beside the screen's own
/// load, never before it, so the screen draws at once and the picture appears when it is ready.
/// A missing picture is ``State/none``: the screen leaves a neat blank.
@MainActor
@Observable
public final class PicturePanel {
    /// Where the picture is.
    public enum State: Equatable, Sendable {
        /// Not here yet.
        case waiting
        /// Here, decoded.
        case shown(PixelImage)
        /// There is none (or it could not be read; the log says why).
        case none
    }

    /// The picture's server and path (the browser serves it under an opaque id made from this).
    public let ref: PictureRef
    /// Where the picture is.
    public private(set) var state = State.waiting
    private let store: PictureStore
    private let box: (width: Int, height: Int)

    /// A panel for `ref` from `store`, decoded no larger than `box` pixels.
    public init(ref: PictureRef, store: PictureStore, box: (width: Int, height: Int) = (240, 360)) {
        self.ref = ref
        self.store = store
        self.box = box
    }

    /// The picture once it is here.
    public var image: PixelImage? {
        if case .shown(let image) = state { return image }
        return nil
    }

    /// Fetches and decodes the picture (once; a second call keeps what the first found).
    public func load() async {
        guard state == .waiting else { return }
        let image = await store.image(ref, fitting: box.width, box.height)
        state = image.map(State.shown) ?? .none
    }
}
