// koe's dashboard. Every text that came from the bus or the memory store is written with textContent
// (through el()), never as HTML: a memory reading <img src=x onerror=...> is shown as those characters.
"use strict";

const CSRF = document.querySelector('meta[name="koe-csrf"]').content;
const TAIL_ROWS = 300;
const TURNS_SHOWN = 100;
const state = { seen: new Set(), seenOrder: [], turns: new Map(), snapshot: null, memory: null };

// --- small helpers -------------------------------------------------------------------------------

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "style") Object.assign(node.style, v); // CSSOM: allowed by the page's CSP, unlike style=""
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k.startsWith("data-")) node.setAttribute(k, String(v));
    else node[k] = v;
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

function fill(node, children) { node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false)); }
function ago(s) {
  if (s === null || s === undefined) return "–";
  if (s < 1) return "now";
  if (s < 90) return `${Math.round(s)} s ago`;
  if (s < 5400) return `${Math.round(s / 60)} min ago`;
  return `${Math.round(s / 3600)} h ago`;
}
function span(s) {
  if (s === null || s === undefined) return "–";
  if (s < 90) return `${Math.round(s)} s`;
  if (s < 5400) return `${Math.round(s / 60)} min`;
  return `${(s / 3600).toFixed(1)} h`;
}
function clock(ts) { return new Date(ts * 1000).toLocaleTimeString(); }
function short(text, n) { text = String(text ?? ""); return text.length > n ? text.slice(0, n) + "…" : text; }

async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST",
    headers: { "content-type": "application/json", "x-koe-csrf": CSRF },
    body: JSON.stringify(body),
  };
  const res = await fetch(path, init);
  const data = await res.json().catch(() => ({ error: `HTTP ${res.status}` }));
  if (!res.ok) throw new Error(data.error || `HTTP ${res.status}`);
  return data;
}

// --- views ---------------------------------------------------------------------------------------

function show(view) {
  const [name, arg] = (view || "turns").split("/");
  for (const s of document.querySelectorAll(".view")) s.hidden = s.id !== `view-${name}`;
  for (const a of document.querySelectorAll("nav a")) a.classList.toggle("active", a.dataset.view === name);
  if (name === "people") loadPeople();
  if (name === "memories") {
    if (!state.memoriesLoaded) { state.memoriesLoaded = true; searchMemories(); }
    if (arg) openMemory(decodeURIComponent(arg));
  }
}
window.addEventListener("hashchange", () => show(location.hash.slice(1)));

// Streams
function renderStreams(snap) {
  const rows = [];
  for (const s of snap.streams || []) {
    const groups = s.groups.length ? s.groups : [null];
    groups.forEach((g, i) => {
      const behind = g && (g.lag > 0 || g.pending > 0);
      rows.push(el("tr", { class: behind ? "behind" : "", "data-stream": s.key },
        el("td", {}, i === 0 ? s.key : ""),
        el("td", { class: "num" }, i === 0 ? s.length : ""),
        el("td", { class: "num" }, i === 0 && s.rate !== null ? s.rate.toFixed(2) : ""),
        el("td", {}, g ? g.name : "(no consumer group)"),
        el("td", { class: "num" }, g ? (g.lag ?? "?") : ""),
        el("td", { class: "num" }, g ? g.pending : ""),
        el("td", {}, g && g.oldest_pending_s !== null ? span(g.oldest_pending_s) : ""),
      ));
    });
  }
  fill(document.querySelector("#streams-table tbody"), rows);
  fill(document.querySelector("#dead-table tbody"), (snap.dead || []).map((d) => el("tr", { class: "bad" },
    el("td", {}, d.ts ? clock(d.ts) : ""), el("td", {}, d.stream || ""), el("td", {}, d.entry || ""),
    el("td", {}, d.group || ""), el("td", { class: "num" }, d.deliveries ?? ""), el("td", {}, d.reason))));
}

function refilterTail() {
  for (const row of document.getElementById("tail").rows) row.hidden = !tailMatches(row.entry);
}

function tailMatches(e) {
  const f = (id) => document.getElementById(id).value.trim();
  const [device, session, kind] = [f("f-device"), f("f-session"), f("f-kind")];
  return (!device || e.device === device) && (!session || String(e.session || "").includes(session))
    && (!kind || String(e.kind).includes(kind));
}

function describe(e) {
  const skip = new Set(["stream", "id", "kind", "device", "session", "turn", "generation", "ts", "waterfall", "misses", "marks"]);
  if (e.kind === "malformed") return `MALFORMED: ${e.error}`;
  const parts = [];
  for (const [k, v] of Object.entries(e)) {
    if (skip.has(k) || v === null || v === "" || (Array.isArray(v) && !v.length)) continue;
    parts.push(`${k}=${short(typeof v === "object" ? JSON.stringify(v) : v, 80)}`);
  }
  return parts.join("  ");
}

function addTail(e) {
  const body = document.getElementById("tail");
  const row = el("tr", { "data-id": e.id, "data-stream": e.stream, class: e.kind === "malformed" ? "bad" : "" },
    el("td", {}, e.ts ? clock(e.ts) : ""), el("td", {}, e.stream), el("td", {}, e.kind),
    el("td", {}, `${e.device ?? ""} / ${e.session ?? ""} / ${e.turn ?? ""}`), el("td", { class: "what" }, describe(e)));
  row.entry = e;
  row.hidden = !tailMatches(e);
  body.prepend(row);
  while (body.rows.length > TAIL_ROWS) body.deleteRow(-1);
}

// Turns
function waterfallBar(t) {
  const marks = t.waterfall || [];
  const total = Math.max(1, ...marks.map((m) => m.ms));
  const bar = el("div", { class: "waterfall", title: marks.map((m) => `${m.mark} +${Math.round(m.ms)} ms`).join("\n") });
  for (let i = 0; i + 1 < marks.length; i++) {
    const a = marks[i], b = marks[i + 1];
    bar.append(el("span", {
      class: `hop hop-${i % 6}`, title: `${a.mark} → ${b.mark}: ${Math.round(b.ms - a.ms)} ms`,
      style: { left: `${(a.ms / total) * 100}%`, width: `${Math.max(0.5, ((b.ms - a.ms) / total) * 100)}%` },
    }));
  }
  return el("div", { class: "wf" }, bar, el("span", { class: "wf-total" }, marks.length ? `${Math.round(total)} ms` : "no marks"));
}

function addTurn(t) {
  if (state.turns.has(t.id)) return;
  state.turns.set(t.id, t);
  const item = el("li", { "data-id": t.id, "data-turn": t.turn, class: t.misses && t.misses.length ? "turn miss" : "turn",
    onclick: () => openTurn(t.id) },
    el("div", { class: "meta" }, `${clock(t.ts)}  ${t.device}  ${{ typed: "typed", assist: "Home Assistant" }[t.source] || "spoken"}  ${who(t)}  recall: ${t.recall_source}${t.recall_ms !== null ? ` ${Math.round(t.recall_ms)} ms` : ""}  memories: ${t.memories.length}`,
      t.interrupted ? el("b", { class: "flag" }, " interrupted") : null),
    el("div", { class: "you" }, short(t.user_text, 140)),
    waterfallBar(t),
    (t.misses || []).map((m) => el("div", { class: "missed" }, m)));
  const list = document.getElementById("turns");
  const after = [...list.children].find((li) => compareIds(li.dataset.id, t.id) < 0); // newest first
  list.insertBefore(item, after || null);
  while (list.children.length > TURNS_SHOWN) list.lastChild.remove();
}

// Who spoke (docs/people.md): the enrolled person and the voice's score, or unknown (the household's turn).
function who(t) {
  if (!t.person) return "speaker unknown";
  return t.person_score !== null && t.person_score !== undefined ? `${t.person} (score ${t.person_score.toFixed(2)})` : t.person;
}

function compareIds(a, b) {
  const [am, as] = a.split("-").map(BigInt), [bm, bs] = b.split("-").map(BigInt);
  return am === bm ? (as < bs ? -1 : as > bs ? 1 : 0) : (am < bm ? -1 : 1);
}

function openTurn(id) {
  const t = state.turns.get(id);
  if (!t) return;
  fill(document.getElementById("turn-detail"), [
    el("h3", {}, `turn ${t.turn}`),
    el("p", { class: "meta" }, `${new Date(t.ts * 1000).toLocaleString()} · ${t.device} · session ${t.session} · ${who(t)}`),
    el("p", { class: "you" }, el("b", {}, "you: "), t.user_text),
    el("p", { class: "koe" }, el("b", {}, "koe: "), t.reply_text),
    (t.misses || []).map((m) => el("p", { class: "missed" }, m)),
    el("h4", {}, `memories used (recall: ${t.recall_source}${t.recall_ms !== null ? ` in ${Math.round(t.recall_ms)} ms` : ""})`),
    t.memories.length ? el("ol", { class: "used" }, t.memories.map((u) => el("li", {},
      el("a", { href: `#memories/${encodeURIComponent(u.id)}` }, u.id), ` at position ${u.position}`))) : el("p", { class: "hint" }, "none"),
    el("h4", {}, "waterfall"),
    el("table", { class: "marks" }, el("tbody", {}, (t.waterfall || []).map((m) => el("tr", {}, el("td", {}, m.mark), el("td", { class: "num" }, `+${Math.round(m.ms)} ms`))))),
  ]);
  for (const li of document.querySelectorAll("#turns li")) li.classList.toggle("open", li.dataset.id === id);
}

// Devices and workers
function renderDevices(snap) {
  fill(document.querySelector("#devices-table tbody"), (snap.devices || []).map((d) => el("tr", { "data-device": d.device, class: d.state === "offline" || d.state === "reconnecting" ? "bad" : "" },
    el("td", {}, d.device), el("td", { class: `state state-${d.state}` }, d.state.replace("_", " ")),
    el("td", {}, ago(d.beat_age_s)), el("td", { class: "num" }, d.rtt_ms !== null && d.rtt_ms !== undefined ? `${d.rtt_ms} ms` : "–"),
    el("td", {}, d.session || ""), el("td", {}, span(d.up_s)))));
}

function renderWorkers(snap) {
  const rows = [];
  for (const w of snap.workers || []) {
    const instances = w.instances.length ? w.instances : [null];
    instances.forEach((i, n) => rows.push(el("tr", { "data-stage": w.stage, class: w.up ? "" : "bad" },
      el("td", {}, n === 0 ? w.stage : ""), el("td", {}, n === 0 ? (w.up ? "up" : "down") : ""),
      el("td", { class: "num" }, n === 0 ? w.starts : ""),
      el("td", {}, i ? `${i.worker} (pid ${i.pid})` : ""), el("td", {}, i ? i.state : ""), el("td", {}, i ? i.model : ""),
      el("td", {}, i && i.current ? `${i.current.kind} ${i.current.entry} on ${i.current.stream}` : i ? "idle" : ""),
      el("td", { class: "num" }, i ? i.handled : ""), el("td", {}, i ? span(i.up_s) : ""))));
  }
  fill(document.querySelector("#workers-table tbody"), rows);
}

function renderWriter(snap) {
  const w = snap.writer || {};
  const jobs = w.jobs || {};
  const stats = w.stats || {};
  const pairs = jobs.error ? [["rq", jobs.error]] : [["queued", jobs.queued], ["running", jobs.running], ["failed", jobs.failed], ["waiting to retry", jobs.retrying]];
  for (const k of ["batches", "turns", "adds", "updates", "retires", "rejected"]) pairs.push([k, stats[k] ?? 0]);
  document.getElementById("writer-jobs").replaceChildren(...pairs.flatMap(([k, v]) => [el("dt", {}, k), el("dd", { "data-stat": k }, v)]));
  fill(document.querySelector("#writer-sessions tbody"), (w.sessions || []).map((s) => el("tr", { class: s.unprocessed ? "behind" : "" },
    el("td", {}, s.session), el("td", {}, s.checkpoint || "none yet"), el("td", { class: "num" }, s.unprocessed), el("td", {}, s.unprocessed ? span(s.lag_s) : "–"))));
  renderRefusals(w.refusals || []);
  const last = w.last_batch;
  const box = document.getElementById("writer-last");
  if (!last) { box.replaceChildren(el("p", { class: "hint" }, "no batch written yet")); return; }
  const list = (title, items, fmt) => items && items.length ? [el("h4", {}, title), el("ul", {}, items.map((x) => el("li", {}, fmt(x))))] : [];
  fill(box, [
    el("p", { class: "meta" }, `session ${last.session} · ${last.turns} turns · ${clock(last.at)} · checkpoint ${last.checkpoint}`),
    ...list("added", last.adds, (a) => `${a.id}: ${a.text}`),
    ...list("updated", last.updates, (u) => `${u.id}: ${u.text}`),
    ...list("retired", last.retires, (r) => `${r.id}: ${r.reason}`),
    ...list("judged relevant", last.relevant, (id) => id),
    ...list("rejected", last.rejected, (r) => el("span", {}, el("b", {}, r.why), r.check ? ` [${r.check}]` : "", ` ${r.operation}`)),
  ]);
}

function renderRefusals(refusals) {
  const rows = refusals.map((r) => el("tr", { "data-check": r.check || "" },
    el("td", {}, r.at ? clock(r.at) : ""), el("td", {}, r.check || "–"),
    el("td", { class: "what" }, `${r.op || ""} ${r.text || ""}`.trim()), el("td", {}, r.why || ""), el("td", {}, r.session || "")));
  fill(document.querySelector("#writer-refusals tbody"), rows.length ? rows : [el("tr", {}, el("td", { class: "hint", colSpan: 5 }, "nothing refused yet"))]);
}

// People (docs/people.md): names and counts only; voiceprints never leave the box's data directory.
async function loadPeople() {
  let p;
  try { p = await api("/api/people"); } catch (err) { document.getElementById("people-note").textContent = err.message; return; }
  document.getElementById("people-note").textContent = p.error ||
    `named when the score is ${p.threshold.toFixed(2)} or more and ${p.margin.toFixed(2)} ahead of the next; ${p.strangers} utterances matched nobody`;
  const pct = (x) => x === null || x === undefined ? "–" : `${Math.round(x * 100)}%`;
  fill(document.querySelector("#people-table tbody"), p.people.length ? p.people.map((x) => el("tr", { "data-person": x.name, class: x.enrolled ? "" : "behind" },
    el("td", {}, x.name), el("td", {}, x.enrolled ? `${x.clips} clips, ${x.speech_s} s` : (x.still_needed || "not enrolled")),
    el("td", {}, x.last_heard ? new Date(x.last_heard * 1000).toLocaleString() : "never"),
    el("td", { class: "num" }, x.named), el("td", { class: "num" }, `${x.unsure} (${pct(x.unsure_share)})`))) :
    [el("tr", {}, el("td", { class: "hint", colSpan: 5 }, "nobody enrolled: koe people add NAME, then koe people enrol NAME FILE..."))]);
}

// Memories
async function searchMemories(ev) {
  if (ev) ev.preventDefault();
  const q = document.getElementById("mem-q").value;
  const all = document.getElementById("mem-all").checked ? "1" : "0";
  try {
    const found = await api(`/api/memories?q=${encodeURIComponent(q)}&all=${all}&limit=100`);
    fill(document.getElementById("mem-list"), found.memories.map((m) => el("li", {
      "data-id": m.id, class: `memory ${m.status}${m.pinned ? " pinned" : ""}`, onclick: () => { location.hash = `memories/${encodeURIComponent(m.id)}`; },
    }, el("span", { class: "text" }, m.text), el("span", { class: "badges" }, m.kind, m.person && m.person !== "household" ? ` · ${m.person}'s` : "", m.pinned ? " · pinned" : "", m.status !== "active" ? ` · ${m.status}` : ""))));
  } catch (err) { say(err.message, true); }
}

function say(text, bad) {
  const d = document.getElementById("mem-detail");
  const note = d.querySelector(".note") || d.appendChild(el("p", { class: "note" }));
  note.textContent = text;
  note.classList.toggle("bad", !!bad);
}

// One piece of a memory's provenance: the person's words, the claim parsed from them, why the gate kept it.
function evidenceItem(e) {
  const c = e.claim;
  const how = c ? [c.polarity, c.mood, c.attribution && `attribution: ${c.attribution}`, c.time && `time: ${c.time}`].filter(Boolean).join(" · ") : "";
  return el("li", {}, `turn ${e.turn}: “${e.words}”`,
    c ? el("div", { class: c.polarity === "denied" ? "claim denied" : "claim" }, el("b", {}, "claim: "), `“${c.words}”`, how ? el("span", { class: "how" }, ` (${how})`) : null) : null,
    e.gate ? el("div", { class: "gate" }, el("b", {}, "kept because: "), e.gate) : null);
}

async function openMemory(id) {
  let m;
  try { m = await api(`/api/memories/${encodeURIComponent(id)}`); } catch (err) { say(err.message, true); return; }
  state.memory = m;
  const extra = m.extra || {};
  const field = (label, input) => el("label", {}, el("span", {}, label), input);
  const text = el("textarea", { id: "mem-text", rows: 2, value: m.text });
  const subject = el("input", { id: "mem-subject", value: m.subject || "" });
  const tags = el("input", { id: "mem-tags", value: (m.tags || []).join(", ") });
  const importance = el("input", { id: "mem-importance", type: "number", min: 1, max: 5, value: m.importance });
  const person = el("input", { id: "mem-person", value: m.person || "household", title: "household, or a person of the household (koe people list)" });
  const act = async (action, body) => {
    try {
      const done = await api(`/api/memories/${encodeURIComponent(m.id)}/${action}`, { revision: m.revision, ...body });
      await searchMemories();
      if (action === "forget") {
        document.getElementById("mem-detail").replaceChildren(el("p", { class: "note" }, `forgot ${done.forgot.join(", ")}`));
      } else { await openMemory(m.id); say(done.changed ? `${action}: saved (revision ${done.memory.revision})` : "nothing to change"); }
    } catch (err) { say(err.message, true); }
  };
  fill(document.getElementById("mem-detail"), [
    el("h3", { class: "mem-title" }, m.text),
    el("p", { class: "meta" }, `${m.id} · ${m.kind} · importance ${m.importance} · revision ${m.revision} · ${m.status}${m.pinned ? " · pinned" : ""} · said ${m.observed_at || m.created_at}`),
    el("p", { class: "meta" }, `source: ${m.source || "?"} · person: ${m.person || "?"} · used ${m.use_count ?? 0} times`),
    (m.evidence || []).length ? el("div", {}, el("h4", {}, "the person's own words"), el("ul", { class: "evidence" }, m.evidence.map(evidenceItem))) : null,
    (extra.history || []).length ? el("div", {}, el("h4", {}, "history"), el("ul", {}, extra.history.map((h) => el("li", {}, `rev ${h.revision} ${h.ended}: ${h.text}`)))) : null,
    m.status === "active" ? el("form", { class: "edit", onsubmit: (ev) => {
      ev.preventDefault();
      act("edit", { text: text.value, subject: subject.value, tags: tags.value.split(",").map((t) => t.trim()).filter(Boolean), importance: Number(importance.value), person: person.value });
    } }, field("text", text), field("subject", subject), field("tags", tags), field("importance", importance), field("whose", person), el("button", { type: "submit", id: "mem-save" }, "save")) : null,
    el("div", { class: "actions" },
      el("button", { type: "button", id: "mem-pin", onclick: () => act(m.pinned ? "unpin" : "pin", {}) }, m.pinned ? "unpin" : "pin"),
      m.status === "active" ? el("button", { type: "button", id: "mem-retire", onclick: () => act("retire", { reason: "retired in the dashboard" }) }, "retire") : null,
      el("button", { type: "button", id: "mem-forget", class: "danger", onclick: () => {
        if (confirm("Forget this memory for good, with the turns it was learned from?")) act("forget", {});
      } }, "forget")),
  ]);
  for (const li of document.querySelectorAll("#mem-list li")) li.classList.toggle("open", li.dataset.id === m.id);
}

// --- the live stream -----------------------------------------------------------------------------

function remember(key) {
  if (state.seen.has(key)) return false;
  state.seen.add(key);
  state.seenOrder.push(key);
  if (state.seenOrder.length > 5000) state.seen.delete(state.seenOrder.shift());
  return true;
}

function onEntry(e) {
  if (!remember(`${e.stream} ${e.id}`)) return; // resent after a reconnect inside a run of equal ids
  addTail(e);
  if (e.kind === "turn.record") addTurn(e);
}

function connect() {
  const conn = document.getElementById("conn");
  const source = new EventSource("/events");
  source.addEventListener("open", () => { conn.textContent = "live"; conn.className = "conn live"; });
  source.addEventListener("error", () => { conn.textContent = "reconnecting…"; conn.className = "conn down"; });
  source.addEventListener("entry", (ev) => onEntry(JSON.parse(ev.data)));
  source.addEventListener("trouble", (ev) => { conn.textContent = JSON.parse(ev.data).error; conn.className = "conn down"; });
  source.addEventListener("snapshot", (ev) => {
    const snap = JSON.parse(ev.data);
    state.snapshot = snap;
    if (snap.error) { conn.textContent = snap.error; conn.className = "conn down"; return; }
    renderStreams(snap); renderDevices(snap); renderWorkers(snap); renderWriter(snap);
  });
  window.koeSource = source;
}

async function start() {
  document.getElementById("mem-search").addEventListener("submit", searchMemories);
  for (const id of ["f-device", "f-session", "f-kind"]) document.getElementById(id).addEventListener("input", refilterTail);
  document.getElementById("f-clear").addEventListener("click", () => document.getElementById("tail").replaceChildren());
  show(location.hash.slice(1));
  try {
    const recent = await api("/api/turns?limit=50");
    for (const t of recent.reverse()) { remember(`${t.stream} ${t.id}`); addTurn(t); }
  } catch (err) { document.getElementById("conn").textContent = err.message; }
  connect();
}

document.addEventListener("DOMContentLoaded", start);
