/// The site's small script: live updates, the guard on forms with edits, and the app's key map
/// (the server puts the person's keys on the page; a button or link a key acts on carries
/// `data-key-action`). Every page works without it; it never keeps navigation of its own (the
/// URL is the state).
enum Script {
    static let text = """
        "use strict";
        (function () {
          function typing(target) {
            return target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));
          }
          // Live pages: the server sends the main part again when it changed; the stream is
          // open only while the page is visible, and EventSource reconnects after a drop.
          var live = document.querySelector("main[data-live]");
          var stream = null;
          function listen() {
            if (!live || !window.EventSource || stream) { return; }
            stream = new EventSource(live.getAttribute("data-live"));
            stream.addEventListener("main", function (event) {
              // A file being chosen cannot be put back: the update waits until it is sent.
              var choosing = Array.prototype.some.call(live.querySelectorAll("input[type=file]"), function (field) {
                return field.files && field.files.length > 0;
              });
              if (choosing) { return; }
              // What the person checked and typed survives the update, and so does the focus
              // (a focused link for j/k and Tab users, a field being typed in).
              var kept = [];
              live.querySelectorAll("input[name], select[name], textarea[name]").forEach(function (field) {
                if (field.type === "hidden" || field.type === "file") { return; }
                kept.push([field.name, field.type === "checkbox" ? field.checked : field.value]);
              });
              var active = live.contains(document.activeElement) ? document.activeElement : null;
              var focusedLink = active ? active.getAttribute("href") : null;
              var focusedField = active && active.name ? active.name : null;
              live.innerHTML = event.data;
              kept.forEach(function (pair) {
                var field = live.querySelector('[name="' + CSS.escape(pair[0]) + '"]');
                if (!field) { return; }
                if (field.type === "checkbox") { field.checked = pair[1]; } else if (pair[1] !== "") { field.value = pair[1]; }
              });
              var again = focusedLink ? live.querySelector('a[href="' + CSS.escape(focusedLink) + '"]')
                : focusedField ? live.querySelector('[name="' + CSS.escape(focusedField) + '"]') : null;
              if (again) { again.focus(); }
            });
          }
          function stop() { if (stream) { stream.close(); stream = null; } }
          document.addEventListener("visibilitychange", function () {
            if (document.visibilityState === "visible") { listen(); } else { stop(); }
          });
          window.addEventListener("pagehide", stop);
          if (document.visibilityState !== "hidden") { listen(); }
          // Toasts: what the servers push, told on every page; as the browser's own
          // notification too when the page is hidden and the person allowed it. Text only.
          var toastBox = document.querySelector("[data-toasts]");
          var toasts = null;
          function hear() {
            if (!toastBox || !window.EventSource || toasts) { return; }
            toasts = new EventSource(toastBox.getAttribute("data-toasts"));
            toasts.addEventListener("toast", function (event) {
              var toast;
              try { toast = JSON.parse(event.data); } catch (e) { return; }
              var item = document.createElement(toast.link ? "a" : "div");
              item.className = "toast" + (toast.urgency === "high" ? " urgent" : "");
              if (toast.link) { item.href = toast.link; }
              var title = document.createElement("strong"); title.textContent = toast.title;
              var text = document.createElement("span"); text.textContent = toast.message;
              item.appendChild(title); item.appendChild(text);
              toastBox.appendChild(item);
              while (toastBox.children.length > 3) { toastBox.removeChild(toastBox.firstChild); }
              setTimeout(function () { if (item.parentNode) { item.parentNode.removeChild(item); } }, 8000);
              if (window.Notification && Notification.permission === "granted" && document.visibilityState !== "visible") {
                var shown = new Notification(toast.title, { body: toast.message });
                if (toast.link) { shown.onclick = function () { window.focus(); location.href = toast.link; }; }
              }
            });
          }
          window.addEventListener("pagehide", function () { if (toasts) { toasts.close(); toasts = null; } });
          hear();
          var allow = document.querySelector("[data-allow-notifications]");
          if (allow && window.Notification && Notification.permission === "default") {
            allow.hidden = false;
            allow.addEventListener("click", function () {
              Notification.requestPermission().then(function () { allow.hidden = true; });
            });
          }
          // A form with edits asks before the page is left (the app's guard, in the browser): a
          // tapped link and Back ask here, as a phone's browser may never show beforeunload's
          // question; closing the tab asks through beforeunload where the browser allows it.
          var dirty = false;
          function mayLeave() {
            if (!dirty) { return true; }
            if (!window.confirm("Leave without saving? The changes on this form will be lost.")) { return false; }
            dirty = false;
            return true;
          }
          // Heard on the document: a live page redraws its forms, and a redrawn form is guarded too.
          function inGuardedForm(event) { return event.target.closest && event.target.closest("form[data-guard]"); }
          function edited(event) {
            if (!inGuardedForm(event)) { return; }
            if (!dirty && history.pushState) { history.pushState({ guard: true }, "", location.href); }
            dirty = true;
          }
          document.addEventListener("input", edited);
          document.addEventListener("change", edited);
          document.addEventListener("submit", function (event) { if (inGuardedForm(event)) { dirty = false; } });
          window.addEventListener("beforeunload", function (event) {
            if (dirty) { event.preventDefault(); event.returnValue = ""; }
          });
          document.addEventListener("click", function (event) {
            var link = event.target.closest ? event.target.closest("a[href]") : null;
            if (!dirty || !link || (link.getAttribute("href") || "").charAt(0) === "#") { return; }
            if (!mayLeave()) { event.preventDefault(); }
          }, true);
          // Back after an edit first leaves the entry the edit added: ask, then go on or stay.
          window.addEventListener("popstate", function () {
            if (!dirty) { return; }
            if (mayLeave()) { history.back(); } else { history.pushState({ guard: true }, "", location.href); }
          });
          // The app's key map, as the server read it (keys.toml moves keys here too).
          var keys = {};
          try { keys = JSON.parse(document.body.getAttribute("data-keys") || "{}"); } catch (e) { keys = {}; }
          function eventName(key) {
            return ({ "Esc": "Escape", "Space": " ", "Enter": "Enter", "Tab": "Tab" })[key] || key;
          }
          var byKey = {};
          Object.keys(keys).forEach(function (action) {
            var key = keys[action];
            if (key && key.indexOf("Ctrl-") !== 0) { byKey[eventName(key)] = byKey[eventName(key)] || action; }
          });
          var help = null;
          function toggleHelp() {
            if (help) { help.remove(); help = null; return; }
            help = document.createElement("aside");
            help.className = "help";
            help.setAttribute("role", "dialog");
            var list = document.createElement("dl");
            var here = Array.prototype.map.call(document.querySelectorAll("[data-key-action]"), function (element) {
              return element.getAttribute("data-key-action");
            });
            ["back", "home", "search", "help", "open", "mark", "refresh"].concat(here).forEach(function (action) {
              if (action === "palette") { return; }
              if (!keys[action]) { return; }
              var key = document.createElement("dt"); key.textContent = keys[action];
              var what = document.createElement("dd"); what.textContent = action;
              list.appendChild(key); list.appendChild(what);
            });
            var go = document.createElement("dt"); go.textContent = "Ctrl-K" + (keys.palette ? " / " + keys.palette : "");
            var goes = document.createElement("dd"); goes.textContent = "go to a screen, a title or a profile";
            list.appendChild(go); list.appendChild(goes);
            var rows = document.createElement("dt"); rows.textContent = "j / k";
            var move = document.createElement("dd"); move.textContent = "next / previous row";
            list.appendChild(rows); list.appendChild(move);
            help.appendChild(list);
            document.body.appendChild(help);
          }
          function rowLinks() { return Array.prototype.slice.call(document.querySelectorAll(".rows a, .tiles a")); }
          function moveFocus(step) {
            var links = rowLinks();
            if (!links.length) { return; }
            var index = links.indexOf(document.activeElement);
            var next = index < 0 ? (step > 0 ? 0 : links.length - 1) : Math.min(links.length - 1, Math.max(0, index + step));
            links[next].focus();
          }
          // The palette: Ctrl-K as on the web, and the app's own palette key (Ctrl-P unless moved).
          function paletteKey(event) {
            if (!(event.ctrlKey || event.metaKey) || event.altKey) { return false; }
            var own = keys.palette && keys.palette.indexOf("Ctrl-") === 0 ? keys.palette.slice(5).toLowerCase() : "";
            return event.key.toLowerCase() === "k" || (own && event.key.toLowerCase() === own);
          }
          document.addEventListener("keydown", function (event) {
            if (paletteKey(event)) {
              var go = document.querySelector('[data-key-action="palette"]');
              if (go) { event.preventDefault(); go.click(); }
              return;
            }
            if (event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) {
              if (event.key === "Escape" && typing(event.target)) { event.target.blur(); }
              return;
            }
            if (event.key === "j" || event.key === "ArrowDown") { event.preventDefault(); moveFocus(1); return; }
            if (event.key === "k" || event.key === "ArrowUp") { event.preventDefault(); moveFocus(-1); return; }
            if (event.key === "Escape" && help) { toggleHelp(); return; }
            var action = byKey[event.key];
            if (event.key === "Backspace") { action = "back"; }
            if (!action) { return; }
            var marked = document.querySelector('[data-key-action="' + action + '"]');
            if (marked) { event.preventDefault(); marked.click(); return; }
            if (action === "back") { event.preventDefault(); history.back(); }
            else if (action === "home") { event.preventDefault(); document.querySelector(".brand").click(); }
            else if (action === "search") {
              var search = document.querySelector(".filters input[type=search], .search input");
              if (search) { event.preventDefault(); search.focus(); }
            }
            else if (action === "help") { event.preventDefault(); toggleHelp(); }
            else if (action === "refresh") { event.preventDefault(); if (mayLeave()) { location.reload(); } }
            else if (action === "mark") {
              var row = document.activeElement && document.activeElement.closest("li");
              var box = row && row.querySelector("label.mark input");
              if (box) { event.preventDefault(); box.checked = !box.checked; }
            }
          });
        })();
        """
}
