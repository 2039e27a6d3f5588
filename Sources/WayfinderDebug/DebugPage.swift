#if DEBUG
    /// The web page at `/`: one self-contained document (no CDN, no outside script) that reads
    /// the token from its address fragment and draws everything from the JSON endpoints.
    ///
    /// Strict Content-Security-Policy: it may only talk to its own origin.
    enum DebugPage {
        static var response: HTTPResponse {
            HTTPResponse(
                status: 200, contentType: "text/html; charset=utf-8", body: Array(html.utf8),
                extraHeaders: [
                    (
                        "Content-Security-Policy",
                        "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; "
                            + "connect-src 'self'; img-src data:; base-uri 'none'; form-action 'none'; "
                            + "frame-ancestors 'none'"
                    )
                ])
        }

        static let html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>Wayfinder debug</title>
            <link rel="icon" href="data:,">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <style>
            :root { --bg:#f6f7f9; --panel:#fff; --ink:#1d2330; --muted:#6b7385; --line:#d9dde5; --accent:#2f6fde;
                    --bad:#c62f3b; --good:#1f8a4c; }
            * { box-sizing: border-box; }
            body { margin:0; font:14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color:var(--ink);
                   background:var(--bg); }
            header { display:flex; align-items:center; gap:16px; padding:10px 18px; background:#1d2330; color:#fff; }
            header h1 { font-size:17px; margin:0; font-weight:600; }
            header .status { margin-left:auto; font-size:12px; color:#b8c0d0; }
            header .status.live::before { content:"\\25CF "; color:#3ddc84; }
            main { display:grid; grid-template-columns: minmax(0,3fr) minmax(360px,2fr); gap:14px; padding:14px; }
            section { background:var(--panel); border:1px solid var(--line); border-radius:8px; padding:12px 14px;
                      min-width:0; }
            section h2 { font-size:13px; text-transform:uppercase; letter-spacing:.06em; color:var(--muted);
                         margin:0 0 8px; }
            .column { display:flex; flex-direction:column; gap:14px; min-width:0; }
            input[type=text], input[type=search], select { font:inherit; padding:6px 8px; border:1px solid var(--line);
                      border-radius:6px; }
            button { font:inherit; padding:6px 12px; border:0; border-radius:6px; background:var(--accent); color:#fff;
                     cursor:pointer; }
            pre { margin:0; font:12.5px/1.45 ui-monospace, Menlo, Consolas, monospace; white-space:pre-wrap; }
            #outline { background:#f0f3f8; padding:10px; border-radius:6px; min-height:3em; }
            #graph-wrap { overflow:auto; max-height:560px; border:1px solid var(--line); border-radius:6px; }
            #graph text { font:12px ui-monospace, Menlo, Consolas, monospace; }
            #graph .node rect { fill:#fff; stroke:#8391a8; rx:6; }
            #graph .node.external rect { stroke-dasharray:none; }
            #graph .node.inapp rect { stroke-dasharray:4 3; }
            #graph .node.dim { opacity:.18; }
            #graph .node.hit rect { stroke:var(--accent); stroke-width:2.5; }
            #graph .node.current rect { fill:#e6f0ff; }
            #graph .edge { fill:none; stroke:#a3adbf; stroke-width:1.3; }
            #graph .edge.dim { opacity:.15; }
            #graph .note { fill:var(--muted); font-size:11px; }
            #graph .tab-label { fill:var(--muted); font:600 11px -apple-system, Helvetica, sans-serif;
                                text-transform:uppercase; }
            .row { display:flex; gap:8px; align-items:center; flex-wrap:wrap; }
            .row input[type=text] { flex:1; min-width:180px; }
            ul.log { list-style:none; margin:8px 0 0; padding:0; max-height:220px; overflow:auto;
                     font:12px/1.5 ui-monospace, Menlo, Consolas, monospace; }
            ul.log li { padding:2px 0; border-bottom:1px dashed #eceff4; word-break:break-all; }
            .applied { color:var(--good); } .rejected, .blocked, .failed { color:var(--bad); }
            .kind-navigationBlocked, .kind-deepLinkRejected, .kind-navigationFailed, .kind-leaveRefused { color:var(--bad); }
            .kind-deepLinkOpened { color:var(--accent); }
            #details { font-size:12.5px; color:var(--muted); margin-top:8px; min-height:1.4em; }
            #meta { font-size:12.5px; color:var(--muted); }
            .filters label { font-size:12px; margin-right:8px; white-space:nowrap; }
            .error { color:var(--bad); }
            #timeline-section { grid-column: 1 / -1; }
            #timeline-section .panes { display:grid; grid-template-columns: minmax(0,1fr) minmax(0,1fr); gap:12px; margin-top:8px; }
            #scrub { flex:1; min-width:200px; }
            ol.journal { list-style:none; margin:0; padding:0; max-height:260px; overflow:auto;
                         font:12px/1.5 ui-monospace, Menlo, Consolas, monospace; }
            ol.journal li { padding:2px 6px; border-bottom:1px dashed #eceff4; cursor:pointer; word-break:break-all; }
            ol.journal li.selected { background:#e6f0ff; }
            ol.journal li.refused { color:var(--bad); }
            ol.journal li.consequence { padding-left:22px; color:var(--muted); }
            #entry-diff { background:#f0f3f8; padding:10px; border-radius:6px; min-height:3em; }
            #entry-diff .added { color:var(--good); } #entry-diff .removed { color:var(--bad); }
            #exported-test { width:100%; min-height:220px; margin-top:8px; font:12px/1.4 ui-monospace, Menlo, Consolas, monospace; }
            #timeline-status { font-size:12.5px; color:var(--muted); }
            </style>
            </head>
            <body>
            <header><h1>Wayfinder debug</h1><span id="summary"></span><span class="status" id="status">connecting…</span></header>
            <main>
              <div class="column">
                <section>
                  <h2>Routes</h2>
                  <div class="row"><input type="search" id="search" placeholder="Search routes: pattern, type, module, tab…">
                  <span id="matches" class="note"></span></div>
                  <div id="graph-wrap" style="margin-top:8px"><svg id="graph" xmlns="http://www.w3.org/2000/svg"></svg></div>
                  <div id="details">Click a route for its details.</div>
                </section>
                <section>
                  <h2>Tabs and diagnostics</h2>
                  <div id="meta"></div>
                </section>
              </div>
              <div class="column">
                <section>
                  <h2>Current state</h2>
                  <pre id="outline">…</pre>
                </section>
                <section>
                  <h2>Link console</h2>
                  <form id="console" class="row">
                    <input type="text" id="link" placeholder="myapp://post/42" autocomplete="off" spellcheck="false">
                    <button type="submit">Open</button>
                  </form>
                  <ul class="log" id="history"></ul>
                </section>
                <section>
                  <h2>Live trace</h2>
                  <div class="row filters" id="filters"></div>
                  <ul class="log" id="trace"></ul>
                </section>
              </div>
              <section id="timeline-section">
                <h2>Timeline</h2>
                <div class="row">
                  <input type="range" id="scrub" min="0" max="0" value="0" aria-label="journal entry">
                  <span id="scrub-label">no navigation yet</span>
                  <button type="button" id="jump">Jump here</button>
                  <button type="button" id="copy-test">Copy as test</button>
                  <label class="filters"><input type="checkbox" id="every-step"> every step's outline</label>
                  <span id="timeline-status"></span>
                </div>
                <div class="panes">
                  <ol class="journal" id="journal"></ol>
                  <pre id="entry-diff"></pre>
                </div>
                <textarea id="exported-test" readonly hidden spellcheck="false"></textarea>
              </section>
            </main>
            <script>
            "use strict";
            const params = new URLSearchParams(location.hash.slice(1));
            const token = params.get("token") || "";
            const $ = (id) => document.getElementById(id);
            const SVG = "http://www.w3.org/2000/svg";
            function api(path, options) {
              const init = Object.assign({ cache: "no-store" }, options || {});
              init.headers = Object.assign({ "Authorization": "Bearer " + token }, init.headers || {});
              return fetch(path, init).then((response) => {
                if (!response.ok) return response.text().then((text) => { throw new Error(response.status + " " + text.trim()); });
                return response;
              });
            }
            function item(list, text, className, limit) {
              const li = document.createElement("li");
              li.textContent = text;
              if (className) li.className = className;
              list.insertBefore(li, list.firstChild);
              while (list.children.length > (limit || 200)) list.removeChild(list.lastChild);
              return li;
            }

            // ---- Outline
            // No timers: the browser test runs the page on virtual time, which timers would stall.
            let outlineRequest = 0;
            function refreshOutline() {
              const ticket = ++outlineRequest;
              return api("/api/outline").then((r) => r.text()).then((text) => {
                if (ticket !== outlineRequest) return;
                $("outline").textContent = text.trimEnd();
                if (manifest) markCurrent(text);
              }).catch((error) => { $("outline").textContent = String(error); });
            }

            // ---- Graph, drawn here from the manifest
            let manifest = null;
            const nodes = new Map();
            function drawGraph() {
              const svg = $("graph");
              svg.textContent = "";
              nodes.clear();
              const byType = new Map(manifest.routes.map((r) => [r.type, r]));
              const depthOf = (route, seen) => {
                if (!route.parentType || !byType.has(route.parentType) || seen.has(route.type)) return 0;
                seen.add(route.type);
                return 1 + depthOf(byType.get(route.parentType), seen);
              };
              const tabOrder = manifest.tabs.map((t) => t.id);
              const groupKey = (r) => r.owningTab ? tabOrder.indexOf(r.owningTab) : tabOrder.length + 1;
              const routes = manifest.routes.slice().sort((a, b) => groupKey(a) - groupKey(b));
              const W = 190, H = 44, GX = 60, GY = 14;
              const columns = [];
              let y = 10, lastGroup = null;
              const placed = [];
              for (const r of routes) {
                const group = r.owningTab || "";
                if (group !== lastGroup) {
                  if (lastGroup !== null) y = Math.max(...columns.map((c) => c || 0), y) + 16;
                  for (let i = 0; i < columns.length; i++) columns[i] = y + 18;
                  placed.push({ label: group ? "tab " + group : "no tab", y: y });
                  y += 18;
                  lastGroup = group;
                }
                const depth = depthOf(r, new Set());
                const top = Math.max(columns[depth] || y, y);
                columns[depth] = top + H + GY;
                nodes.set(r.type, { route: r, x: 10 + depth * (W + GX), y: top, depth: depth });
              }
              const height = Math.max(...Array.from(nodes.values()).map((n) => n.y + H), 40) + 10;
              const width = Math.max(...Array.from(nodes.values()).map((n) => n.x + W), 200) + 10;
              svg.setAttribute("width", width);
              svg.setAttribute("height", height);
              for (const p of placed) {
                const t = document.createElementNS(SVG, "text");
                t.setAttribute("x", 10); t.setAttribute("y", p.y + 12); t.setAttribute("class", "tab-label");
                t.textContent = p.label; svg.appendChild(t);
              }
              for (const n of nodes.values()) {
                const parent = n.route.parentType && nodes.get(n.route.parentType);
                if (!parent) continue;
                const path = document.createElementNS(SVG, "path");
                const x1 = parent.x + W, y1 = parent.y + H / 2, x2 = n.x, y2 = n.y + H / 2;
                path.setAttribute("d", `M${x1},${y1} C${x1 + 30},${y1} ${x2 - 30},${y2} ${x2},${y2}`);
                path.setAttribute("class", "edge");
                path.setAttribute("marker-end", "url(#arrow)");
                n.edge = path;
                svg.appendChild(path);
              }
              const defs = document.createElementNS(SVG, "defs");
              const marker = document.createElementNS(SVG, "marker");
              marker.setAttribute("id", "arrow"); marker.setAttribute("viewBox", "0 0 10 10");
              marker.setAttribute("refX", "10"); marker.setAttribute("refY", "5");
              marker.setAttribute("markerWidth", "6"); marker.setAttribute("markerHeight", "6"); marker.setAttribute("orient", "auto");
              const tip = document.createElementNS(SVG, "path");
              tip.setAttribute("d", "M0,0 L10,5 L0,10 z"); tip.setAttribute("fill", "#a3adbf");
              marker.appendChild(tip); defs.appendChild(marker); svg.appendChild(defs);
              for (const n of nodes.values()) {
                const r = n.route;
                const g = document.createElementNS(SVG, "g");
                g.setAttribute("class", "node " + (r.externallyReachable ? "external" : "inapp"));
                g.setAttribute("transform", `translate(${n.x},${n.y})`);
                g.setAttribute("data-type", r.type);
                const rect = document.createElementNS(SVG, "rect");
                rect.setAttribute("width", W); rect.setAttribute("height", H);
                const title = document.createElementNS(SVG, "text");
                title.setAttribute("x", 8); title.setAttribute("y", 18);
                title.textContent = r.pattern || r.type;
                const notes = [];
                if (r.presentation !== "push" && r.presentation !== "unknown") notes.push(r.presentation);
                if (r.hasGuard) notes.push("guard");
                if (!r.externallyReachable) notes.push("in-app");
                if (r.isExternal) notes.push("external");
                if (r.transition) notes.push(r.transition);
                const note = document.createElementNS(SVG, "text");
                note.setAttribute("x", 8); note.setAttribute("y", 35); note.setAttribute("class", "note");
                note.textContent = r.type + (notes.length ? " · " + notes.join(", ") : "");
                const tooltip = document.createElementNS(SVG, "title");
                tooltip.textContent = JSON.stringify(r, null, 1);
                g.append(rect, title, note, tooltip);
                g.addEventListener("click", () => showDetails(r));
                n.element = g;
                svg.appendChild(g);
              }
              applySearch();
            }
            function showDetails(r) {
              const params = r.parameters.map((p) => p.name + ": " + p.type).join(", ");
              const query = r.queryParameters.map((p) => p.name + ": " + p.type).join(", ");
              $("details").textContent = `${r.type} — pattern ${r.pattern || "(in-app only)"}; parameters ${params || "none"}; ` +
                `query ${query || "none"}; parent ${r.parentType || "none"}; tab ${r.owningTab || "none"}; ` +
                `${r.presentation}; guard ${r.hasGuard ? "yes" : "no"}; transition ${r.transition || "default"}; ` +
                `${r.externallyReachable ? "reachable from outside links" : "in-app only"}; module ${r.module}`;
              if (r.pattern && !r.pattern.includes(":")) $("link").value = "/" + r.pattern;
            }
            function applySearch() {
              const query = $("search").value.trim().toLowerCase();
              let hits = 0;
              for (const n of nodes.values()) {
                const r = n.route;
                const text = [r.type, r.pattern, r.module, r.owningTab, r.presentation, r.hasGuard ? "guard" : ""].join(" ").toLowerCase();
                const hit = !query || text.includes(query);
                if (hit) hits++;
                n.element.classList.toggle("dim", !hit);
                n.element.classList.toggle("hit", !!query && hit);
                if (n.edge) n.edge.classList.toggle("dim", !hit);
              }
              $("matches").textContent = query ? hits + " of " + nodes.size : nodes.size + " routes";
            }
            function markCurrent(outline) {
              const shown = new Set();
              for (const line of outline.split("\\n")) {
                const body = line.replace(/^\\s*(?:[\\w-]+\\*?:\\s*)?/, "");
                // A split in the regular width prints its columns side by side, " | " between
                // them, and an empty column as "(empty)".
                for (const column of body.split(" | ")) {
                  for (const part of column.split(" > ")) {
                    const route = part.trim();
                    if (route && route !== "(empty)") shown.add(route);
                  }
                }
              }
              for (const n of nodes.values()) {
                const r = n.route;
                let current = shown.has(r.type);
                if (!current && r.pattern) {
                  const re = new RegExp("^" + r.pattern.split("/").map((s) => s.startsWith(":") ? "[^/]+" : s.replace(/[.*+?^${}()|[\\]\\\\]/g, "\\\\$&")).join("/") + "(\\\\?.*)?$");
                  for (const s of shown) if (re.test(s)) { current = true; break; }
                }
                n.element.classList.toggle("current", current);
              }
            }
            function drawMeta() {
              const meta = $("meta");
              meta.textContent = "";
              const tabs = document.createElement("div");
              tabs.textContent = "Tabs: " + (manifest.tabs.length ? manifest.tabs.map((t) =>
                `${t.id} (priority ${t.priority}${t.isAction ? ", action" : ""}${t.hasSlot ? "" : ", NO SLOT"}, ${t.module})`).join(" · ") : "none");
              meta.appendChild(tabs);
              const diagnostics = document.createElement("div");
              diagnostics.textContent = manifest.diagnostics.length ? "Diagnostics:" : "Diagnostics: none";
              meta.appendChild(diagnostics);
              for (const d of manifest.diagnostics) {
                const line = document.createElement("div");
                line.className = "error"; line.textContent = "• " + d; meta.appendChild(line);
              }
              $("summary").textContent = `${manifest.routes.length} routes · ${manifest.tabs.length} tabs`;
            }

            // ---- Link console
            function openLink(url) {
              const li = item($("history"), "→ " + url + " …", "", 50);
              return api("/api/open", { method: "POST", headers: { "Content-Type": "application/json" },
                                        body: JSON.stringify({ url: url }) })
                .then((r) => r.json()).then((result) => {
                  li.textContent = `${result.result.toUpperCase()} ${url}` + (result.reason ? " — " + result.reason : "");
                  li.className = result.result;
                  li.dataset.result = result.result;
                  return refreshOutline();
                }).catch((error) => { li.textContent = "error " + url + ": " + error.message; li.className = "failed"; });
            }
            $("console").addEventListener("submit", (event) => {
              event.preventDefault();
              const url = $("link").value.trim();
              if (url) openLink(url);
            });

            // ---- Live trace
            const kinds = ["pushed", "popped", "presented", "dismissed", "rootSet", "tabSelected", "tabReselected", "tabsInstalled",
                           "tabsAdded", "tabsRemoved", "tabsCustomized", "tabOverflow", "navigationBlocked", "navigationFailed", "deepLinkOpened",
                           "deepLinkRejected", "superseded", "coalesced", "queued", "restored", "alertActionChosen",
                           "journalJump", "leaveRefused", "screenAppeared", "screenDisappeared",
                           "sizeClassChanged", "detentSelected", "handedOff"];
            const shownKinds = new Set(kinds);
            const onlySelect = document.createElement("select");
            onlySelect.id = "only";
            onlySelect.append(new Option("all events", ""));
            for (const k of kinds) onlySelect.append(new Option("only " + k, k));
            onlySelect.addEventListener("change", () => {
              for (const li of $("trace").children) li.hidden = !!onlySelect.value && li.dataset.kind !== onlySelect.value;
            });
            const traceSearch = document.createElement("input");
            traceSearch.type = "search"; traceSearch.placeholder = "filter text"; traceSearch.id = "trace-search";
            traceSearch.addEventListener("input", () => {
              for (const li of $("trace").children) li.hidden = !matchesFilter(li);
            });
            function matchesFilter(li) {
              return (!onlySelect.value || li.dataset.kind === onlySelect.value) &&
                     (!traceSearch.value || li.textContent.includes(traceSearch.value));
            }
            $("filters").append(onlySelect, traceSearch);
            let initialLink = params.get("open");
            // With `open=`, once the link's answer, its trace and the new outline are shown the
            // stream is closed, so a headless browser sees the page settle.
            const automation = { linkDone: false, traced: false, active: !!initialLink };
            function finishAutomation(source) {
              if (!automation.active || !automation.linkDone || !automation.traced) return;
              automation.active = false;
              source.close();
              $("status").textContent = "link opened; trace paused";
              $("status").className = "status";
            }
            function connectTrace() {
              const source = new EventSource("/api/events?token=" + encodeURIComponent(token));
              source.onopen = () => {
                $("status").textContent = "live"; $("status").className = "status live"; refreshOutline();
                if (timelineScript) { runTimelineScript(source); } else { loadJournal(); }
                // `#token=…&open=URL` fires one link once the trace is live (used by the browser test).
                if (initialLink) {
                  const url = initialLink; initialLink = null; $("link").value = url;
                  openLink(url).then(() => { automation.linkDone = true; finishAutomation(source); });
                }
              };
              source.onerror = () => { $("status").textContent = "reconnecting…"; $("status").className = "status"; };
              source.addEventListener("navigation", (message) => {
                const event = JSON.parse(message.data);
                const li = item($("trace"), `#${event.sequence} ${event.log}`, "kind-" + event.event, 300);
                li.dataset.kind = event.event;
                li.hidden = !matchesFilter(li);
                refreshOutline().then(() => { automation.traced = true; finishAutomation(source); });
                if (!timelineScript || timelineScript.done) loadJournal();
              });
              source.addEventListener("closed", (message) => {
                const reason = JSON.parse(message.data).reason;
                item($("trace"), `(the server closed the trace: ${reason})`, "failed", 300);
              });
            }

            // ---- Timeline: the navigation journal, scrubbable, with each entry's outline diffed
            // against the one before it, a jump back to it and the whole session as a test.
            let journal = null;
            let selected = -1;
            let journalRequest = 0;
            function loadJournal() {
              const ticket = ++journalRequest;
              return api("/api/journal").then((r) => r.json()).then((document) => {
                if (ticket !== journalRequest) return;
                const following = !journal || selected === journal.entries.length - 1;
                journal = document;
                const list = $("journal");
                list.textContent = "";
                journal.entries.forEach((entry, index) => {
                  const li = window.document.createElement("li");
                  const cause = entry.cause ? " (after #" + entry.cause + ")" : "";
                  li.textContent = `#${entry.number} ${entry.source} ${describe(entry.call)} → ${describeOutcome(entry.outcome)}${cause}`;
                  li.dataset.number = entry.number;
                  if (!("applied" in entry.outcome)) li.classList.add("refused");
                  if (entry.cause) li.classList.add("consequence");
                  li.addEventListener("click", () => select(index));
                  list.appendChild(li);
                });
                $("scrub").max = Math.max(0, journal.entries.length - 1);
                if (journal.entries.length === 0) { $("scrub-label").textContent = "no navigation yet"; return; }
                select(following || selected < 0 ? journal.entries.length - 1 : Math.min(selected, journal.entries.length - 1));
              }).catch((error) => { $("timeline-status").textContent = String(error); });
            }
            // A call as the journal's JSON holds it ({"push": {"route": {...}}}), as text.
            function describe(call) {
              const name = Object.keys(call)[0];
              const args = call[name] || {};
              const parts = Object.entries(args).filter(([key, value]) => !(key === "options" && value === 0)).map(([, value]) =>
                value && typeof value === "object" ? (value.url || value.route || JSON.stringify(value)) : String(value));
              return name + "(" + parts.join(", ") + ")";
            }
            // An outcome as the journal's JSON holds it ({"denied": {"route": …, "reason": …}}), as
            // text: RecordedOutcome's description.
            function describeOutcome(outcome) {
              const name = Object.keys(outcome)[0];
              const value = outcome[name] || {};
              if (name === "denied") return `blocked at ${value.route}: ${value.reason}`;
              if (name === "redirected") return `blocked at ${value.route}: redirected to ${value.to.url || value.to.route}`;
              if (name === "timedOut") return `blocked at ${value.route}: timeout`;
              if (name === "stayed") return `blocked at ${value.route}: stayed: ${value.reason}`;
              if (name === "failed") return `failed: ${value._0.message}`;
              return name;
            }
            function select(index) {
              if (!journal || !journal.entries[index]) return;
              selected = index;
              $("scrub").value = index;
              const entry = journal.entries[index];
              $("scrub-label").textContent = `entry #${entry.number} (${index + 1} of ${journal.entries.length})`;
              for (const li of $("journal").children) li.classList.toggle("selected", li.dataset.number === String(entry.number));
              const before = index > 0 ? journal.entries[index - 1].outline : journal.initialOutline;
              drawDiff(before, entry.outline);
              $("jump").disabled = !entry.state;
            }
            // Lines kept, removed and added between two outlines (a longest common subsequence).
            function drawDiff(before, after) {
              const a = before.split("\\n"), b = after.split("\\n");
              const table = Array.from({ length: a.length + 1 }, () => new Array(b.length + 1).fill(0));
              for (let i = a.length - 1; i >= 0; i--)
                for (let j = b.length - 1; j >= 0; j--)
                  table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
              const pre = $("entry-diff");
              pre.textContent = "";
              const line = (text, kind) => {
                const span = window.document.createElement("span");
                span.className = kind; span.textContent = text + "\\n"; pre.appendChild(span);
              };
              let i = 0, j = 0;
              while (i < a.length || j < b.length) {
                if (i < a.length && j < b.length && a[i] === b[j]) { line("  " + a[i], "kept"); i++; j++; }
                else if (j < b.length && (i === a.length || table[i][j + 1] >= table[i + 1][j])) { line("+ " + b[j], "added"); j++; }
                else { line("- " + a[i], "removed"); i++; }
              }
            }
            function jumpHere() {
              const entry = journal && journal.entries[selected];
              if (!entry) return Promise.resolve();
              $("timeline-status").textContent = "jumping to #" + entry.number + "…";
              return api("/api/journal/jump", { method: "POST", headers: { "Content-Type": "application/json" },
                                                body: JSON.stringify({ entry: entry.number }) })
                .then((r) => r.status === 409 ? r.json().then((result) => ({ refused: result }))
                  : r.text().then((text) => ({ ok: r.ok, text: text }))).then((answer) => {
                  const status = $("timeline-status");
                  if (answer.refused) {
                    // The entry exists, but the app did not jump: a leave guard asks or kept its screen, …
                    status.textContent = `#${entry.number} ${answer.refused.result}: ${answer.refused.reason || ""}`;
                    status.dataset.refused = answer.refused.result;
                  } else if (!answer.ok) {
                    status.textContent = answer.text;
                  } else {
                    status.textContent = "jumped to #" + entry.number;
                    status.dataset.jumped = entry.number;
                  }
                  return Promise.all([refreshOutline(), loadJournal()]);
                }).catch((error) => { $("timeline-status").textContent = String(error); });
            }
            function copyAsTest() {
              const every = $("every-step").checked ? "&every=1" : "";
              return api("/api/journal/test?name=" + encodeURIComponent(params.get("name") || "replaysTheRecordedSession") + every)
                .then((r) => r.text()).then((test) => {
                  const area = $("exported-test");
                  area.hidden = false; area.value = test; area.textContent = test;
                  // A scripted page never asks for the clipboard: headless browsers hold the promise.
                  const copied = !timelineScript && navigator.clipboard && window.isSecureContext
                    ? navigator.clipboard.writeText(test).then(() => "copied to the clipboard", () => "shown below; copy it")
                    : Promise.resolve("shown below; copy it");
                  return copied.then((text) => { $("timeline-status").textContent = "test " + text; });
                }).catch((error) => { $("timeline-status").textContent = String(error); });
            }
            $("scrub").addEventListener("input", () => select(Number($("scrub").value)));
            $("jump").addEventListener("click", jumpHere);
            $("copy-test").addEventListener("click", copyAsTest);

            // `#token=…&entry=N[&jump=1][&export=1][&every=1]` selects entry N, jumps to it and
            // exports the test once, then closes the trace (the browser test drives the page so).
            const timelineScript = params.has("entry") || params.has("export")
              ? { entry: params.get("entry"), jump: params.get("jump") === "1", export: params.get("export") === "1" } : null;
            function runTimelineScript(source) {
              const script = timelineScript;
              if (!script || script.done) return;
              script.done = true;
              if (params.get("every") === "1") $("every-step").checked = true;
              let step = loadJournal().then(() => {
                if (script.entry === null) return;
                const index = journal.entries.findIndex((e) => String(e.number) === script.entry);
                if (index >= 0) select(index);
              });
              if (script.jump) step = step.then(jumpHere);
              if (script.export) step = step.then(copyAsTest);
              step.then(() => {
                source.close();
                $("status").textContent = "timeline script done; trace paused";
                $("status").className = "status";
                window.document.body.dataset.timeline = "done";
              });
            }

            // ---- Start
            if (!token) {
              $("status").textContent = "no token: open the address the app printed (…/#token=…)";
            } else {
              api("/api/manifest").then((r) => r.json()).then((m) => {
                manifest = m; drawMeta(); drawGraph(); refreshOutline();
              }).catch((error) => { $("status").textContent = String(error); });
              $("search").addEventListener("input", applySearch);
              connectTrace();
            }
            </script>
            </body>
            </html>
            """
    }
#endif
