import SeerrKit

extension SearchSource {
    /// A Seerr in search everywhere: no library of its own; its search finds what can be
    /// requested, and says what is requested already.
    static func seerr(_ context: KindContext) -> SearchSource {
        let (requests, server, ref) = (context.dependencies.requests, context.server, context.ref)
        return SearchSource(
            server: ref, library: nil,
            lookup: { term in
                try await requests.client(for: server).search(term).map { title in
                    SearchEverywhereViewModel.Hit(
                        source: ref, title: title.label, inLibrary: false,
                        route: .requests(.new(mediaType: title.key.mediaType, tmdbId: title.key.tmdbId)),
                        label: RequestText.searchAction(title))
                }
            })
    }
}
