import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import ServerKit
import Testing
import ThriftwoodCore
import ThriftwoodWeb

@Suite("Signing in to the browser: sessions, roles and what never reaches it")
struct WebSignInTests {
    @Test("With users set up, a page asks to sign in and returns to it after; the old cookie signs nobody in")
    func signIn() async throws {
        try await WebWorld.with(users: [("maria", .admin)]) { client, _ in
            let browser = Browser()
            let asked = try await browser.get("/radarr/movies?q=alien", client)
            #expect(asked.status == .seeOther)
            let signInPath = try #require(asked.headers[.location])
            #expect(signInPath.hasPrefix("/_/signin?next="))
            let form = try await browser.get(signInPath, client)
            let planted = browser.cookie
            let token = try #require(form.field("csrf"))
            let next = try #require(form.field("next"))
            #expect(next == "/radarr/movies?q=alien")
            let wrong = try await browser.post(
                "/_/signin", ["csrf": token, "name": "maria", "password": "not it at all", "next": next], client)
            #expect(wrong.status == .unauthorized)
            #expect(wrong.body.contains("That name and password do not match."))
            let right = try await browser.post(
                "/_/signin",
                ["csrf": token, "name": "maria", "password": WebWorld.password(of: "maria"), "next": next], client)
            #expect(right.status == .seeOther)
            #expect(right.headers[.location] == "/radarr/movies?q=alien")
            #expect(browser.cookie != planted)
            #expect(try await browser.get("/radarr/movies?q=alien", client).body.contains("Alien"))
            // The cookie from before signing in is worth nothing now.
            let attacker = Browser()
            attacker.use(planted)
            #expect(try await attacker.get("/", client).status == .seeOther)
        }
    }

    @Test("Nobody signed in cannot change anything, even with a token")
    func changesNeedSignIn() async throws {
        try await WebWorld.with(users: [("maria", .admin)]) { client, _ in
            let browser = Browser()
            let form = try await browser.get("/_/signin", client)
            let token = try #require(form.field("csrf"))
            let refused = try await browser.post(
                "/_/do", ["action": "monitor", "at": "/radarr/movies/1", "csrf": token], client)
            #expect(refused.status == .forbidden)
        }
    }

    @Test("A household user browses but cannot change a movie, and sees no button for it")
    func householdRole() async throws {
        try await WebWorld.with(users: [("sam", .household)]) { client, _ in
            let browser = Browser()
            let token = try #require(try await browser.get("/_/signin", client).field("csrf"))
            _ = try await browser.post(
                "/_/signin", ["csrf": token, "name": "sam", "password": WebWorld.password(of: "sam")], client)
            let movie = try await browser.get("/radarr/movies/1", client)
            #expect(movie.status == .ok)
            #expect(!movie.body.contains("Stop monitoring"))
            let session = try #require(try await browser.get("/_/account", client).field("csrf"))
            let refused = try await browser.post(
                "/_/do", ["action": "monitor", "at": "/radarr/movies/1", "csrf": session], client)
            #expect(refused.status == .forbidden)
            #expect(refused.body.contains("A household user cannot change this"))
            let after = try await browser.get("/radarr/movies/1", client)
            #expect(after.body.contains("Monitored"))
        }
    }

    @Test("Signing out ends the session: its cookie no longer opens a page")
    func signOut() async throws {
        try await WebWorld.with(users: [("maria", .admin)]) { client, _ in
            let browser = Browser()
            let token = try #require(try await browser.get("/_/signin", client).field("csrf"))
            _ = try await browser.post(
                "/_/signin", ["csrf": token, "name": "maria", "password": WebWorld.password(of: "maria")], client)
            let signedIn = browser.cookie
            let home = try await browser.get("/", client)
            #expect(home.status == .ok)
            #expect(home.links.contains("/_/account"))
            let account = try await browser.get("/_/account", client)
            let out = try await browser.post("/_/signout", ["csrf": try #require(account.field("csrf"))], client)
            #expect(out.status == .seeOther)
            let again = Browser()
            again.use(signedIn)
            #expect(try await again.get("/", client).status == .seeOther)
        }
    }

    @Test("Signing out everywhere ends the user's other sessions too; signing in again returns to the last page")
    func signOutEverywhere() async throws {
        try await WebWorld.with(users: [("maria", .admin)]) { client, _ in
            func signIn(_ browser: Browser) async throws {
                let token = try #require(try await browser.get("/_/signin", client).field("csrf"))
                _ = try await browser.post(
                    "/_/signin", ["csrf": token, "name": "maria", "password": WebWorld.password(of: "maria")], client)
            }
            let phone = Browser()
            let laptop = Browser()
            try await signIn(phone)
            try await signIn(laptop)
            #expect(try await laptop.get("/radarr/movies?q=alien", client).status == .ok)
            let account = try await phone.get("/_/account", client)
            _ = try await phone.post(
                "/_/signout", ["csrf": try #require(account.field("csrf")), "everywhere": "1"], client)
            #expect(try await laptop.get("/", client).status == .seeOther)
            // Where the laptop was is remembered for the next sign-in without a page to go to.
            let again = Browser()
            let token = try #require(try await again.get("/_/signin", client).field("csrf"))
            let landed = try await again.post(
                "/_/signin", ["csrf": token, "name": "maria", "password": WebWorld.password(of: "maria")], client)
            #expect(landed.headers[.location] == "/radarr/movies?q=alien")
        }
    }

    @Test("Failed sign-ins for a name lock it, and the page says for how long")
    func lockout() async throws {
        try await WebWorld.with(users: [("maria", .admin)]) { client, world in
            let browser = Browser()
            let token = try #require(try await browser.get("/_/signin", client).field("csrf"))
            let throttle = SignInThrottle(database: world.database)
            for _ in 0..<SignInThrottle.lockAfter {
                try await throttle.record(name: "maria", address: "unknown", succeeded: false)
            }
            let locked = try await browser.post(
                "/_/signin", ["csrf": token, "name": "maria", "password": WebWorld.password(of: "maria")], client)
            #expect(locked.status == .tooManyRequests)
            #expect(locked.body.contains("Too many failed sign-ins"))
        }
    }

    @Test("No API key ever reaches the browser: every page a crawl of the site finds is searched for it")
    func secretsScan() async throws {
        try await WebWorld.with { client, world in
            let browser = Browser()
            var queue = ["/"]
            var seen: Set<String> = []
            while let uri = queue.first, seen.count < 60 {
                queue.removeFirst()
                guard seen.insert(uri).inserted else { continue }
                let page = try await browser.get(uri, client)
                #expect(!page.body.contains(world.radarr.apiKey), "\(uri)")
                #expect(!page.headers.map(\.value).joined().contains(world.radarr.apiKey), "\(uri)")
                queue += page.links.filter { $0.hasPrefix("/") && !seen.contains($0) }
            }
            #expect(seen.count > 10)
        }
    }

    @Test("Listening beyond this machine is refused until someone can sign in")
    @MainActor
    func listenPolicy() async throws {
        let database = try AppDatabase.inMemory()
        let users = UserDirectory(database: database, cost: 4)
        func site(_ host: String) -> WebSite {
            WebSite(
                options: WebOptions(host: host),
                frontEnd: WebFrontEnd(basePath: "", logger: Logger(label: "test")) {
                    fatalTestCoordinator()
                }, users: users, sessions: SignInSessions(database: database),
                throttle: SignInThrottle(database: database), logger: Logger(label: "test"))
        }
        #expect(try await site("127.0.0.1").refusal() == nil)
        #expect(try await site("::1").refusal() == nil)
        let refusal = try #require(try await site("0.0.0.0").refusal())
        #expect(refusal.contains("thriftwood users add NAME --password-file FILE"))
        try await users.add(name: "maria", password: "a long enough one", role: .admin)
        #expect(try await site("0.0.0.0").refusal() == nil)
    }
}

/// A coordinator factory a test never calls.
@MainActor
private func fatalTestCoordinator() -> AppCoordinator {
    preconditionFailure("the listen policy must not start a session")
}
