import Hummingbird

/// The site's own files: the stylesheet, the small script, the web-app manifest and the icon,
/// all written here (no third-party front-end code, no build step).
enum SiteAssets {
    static func add(to group: RouterGroup<WebRequestContext>) {
        group.get("_/style.css") { _, _ in WebResponse.asset(Stylesheet.text, type: "text/css; charset=utf-8") }
        group.get("_/app.js") { _, _ in WebResponse.asset(Script.text, type: "text/javascript; charset=utf-8") }
        group.get("_/manifest.webmanifest") { _, context in
            WebResponse.asset(manifest, type: "application/manifest+json")
        }
        group.get("_/icon.svg") { _, _ in WebResponse.asset(icon, type: "image/svg+xml") }
    }

    /// The installable web app's manifest; paths are relative to it, so a base path just works.
    static let manifest = """
        {"name":"Thriftwood","short_name":"Thriftwood","start_url":"../","scope":"../","display":"standalone",\
        "background_color":"#f6f5f1","theme_color":"#2f6f4f",\
        "icons":[{"src":"icon.svg","sizes":"any","type":"image/svg+xml","purpose":"any maskable"}]}
        """

    /// A tree ring on green: the app's mark.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" rx="96" \
        fill="#2f6f4f"/><g fill="none" stroke="#f6f5f1" stroke-width="22"><circle cx="256" cy="256" r="170"/>\
        <circle cx="262" cy="250" r="118"/><circle cx="250" cy="262" r="68"/></g><circle cx="256" cy="256" r="22" \
        fill="#f6f5f1"/></svg>
        """
}
