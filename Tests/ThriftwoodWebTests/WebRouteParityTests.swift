import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("Every route the app has is a page in the browser")
struct WebRouteParityTests {
    @Test(
        "Walking the route table: every route of a profile with every kind has a page (none says 'not in the browser yet')"
    )
    func everyRouteHasAPage() async throws {
        try await WebWorld.with(everyKind: true) { client, world in
            let links = try await world.sampleLinks()
            #expect(links.count > 40, "\(links)")
            var missing: [String] = []
            for link in links {
                let path = "/" + link.dropFirst("thriftwood://".count)
                let page = try await Browser().get(path, client)
                if page.body.contains("not in the browser yet") { missing.append(path) }
            }
            #expect(missing.isEmpty, "no page for: \(missing.joined(separator: ", "))")
        }
    }
}
