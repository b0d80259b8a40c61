/// The site's small script: the app's keys (`/` search, `?` help, Backspace back). Every page
/// works without it; it never keeps navigation of its own (the URL is the state).
enum Script {
    static let text = """
        "use strict";
        (function () {
          function typing(target) {
            return target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
          }
          var help = null;
          function toggleHelp() {
            if (help) { help.remove(); help = null; return; }
            help = document.createElement("aside");
            help.className = "help";
            help.setAttribute("role", "dialog");
            var lines = [["/", "search everywhere"], ["?", "this help"], ["Backspace", "back"], ["Escape", "close"]];
            var list = document.createElement("dl");
            lines.forEach(function (line) {
              var key = document.createElement("dt"); key.textContent = line[0];
              var what = document.createElement("dd"); what.textContent = line[1];
              list.appendChild(key); list.appendChild(what);
            });
            help.appendChild(list);
            document.body.appendChild(help);
          }
          // Live pages: the server sends the main part again when it changed; the stream is
          // open only while the page is visible, and EventSource reconnects after a drop.
          var live = document.querySelector("main[data-live]");
          var stream = null;
          function listen() {
            if (!live || !window.EventSource || stream) { return; }
            stream = new EventSource(live.getAttribute("data-live"));
            stream.addEventListener("main", function (event) { live.innerHTML = event.data; });
          }
          function stop() { if (stream) { stream.close(); stream = null; } }
          document.addEventListener("visibilitychange", function () {
            if (document.visibilityState === "visible") { listen(); } else { stop(); }
          });
          window.addEventListener("pagehide", stop);
          if (document.visibilityState !== "hidden") { listen(); }
          // A form with edits asks before the page is left (the app's guard, in the browser).
          document.querySelectorAll("form[data-guard]").forEach(function (form) {
            var dirty = false;
            form.addEventListener("input", function () { dirty = true; });
            form.addEventListener("change", function () { dirty = true; });
            form.addEventListener("submit", function () { dirty = false; });
            window.addEventListener("beforeunload", function (event) {
              if (dirty) { event.preventDefault(); event.returnValue = ""; }
            });
          });
          document.addEventListener("keydown", function (event) {
            if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) {
              if (event.key === "Escape" && typing(event.target)) { event.target.blur(); }
              return;
            }
            if (event.key === "/") {
              var search = document.querySelector(".search input");
              if (search) { event.preventDefault(); search.focus(); }
            } else if (event.key === "?") {
              toggleHelp();
            } else if (event.key === "Escape" && help) {
              toggleHelp();
            } else if (event.key === "Backspace") {
              event.preventDefault();
              history.back();
            }
          });
        })();
        """
}
