// The studio page: wires the catalog browser, the player, the form, the JSON tab, the curve
// editor, the history and the edit state together, and talks to the server (save with
// If-Match, conflicts, drafts, the event stream). Each concern lives in its own module.

import { api, ApiError } from "./api.js";
import { Browser } from "./browse.js";
import { byteCount, utf8Bytes } from "./bytes.js";
import { CurveEditor } from "./curve-editor.js";
import { ask } from "./dialog.js";
import { Exporter } from "./export.js";
import { markProblems, renderForm, valueAt, withValue } from "./form.js";
import { SchemaGuide } from "./schema.js";
import { HistoryPanel } from "./history.js";
import { Lanes } from "./lanes.js";
import { showProblems, syntaxProblem } from "./json-tab.js";
import { watchCatalogReplacement } from "./catalog-replaced.js";
import { markConflictedMembers, onConflictsChange, showMergeConflicts } from "./conflicts.js";
import { StudioPlayer } from "./player.js";
import { EditState, definitionText, draft, forgetDraft } from "./state.js";
import { learnNames, withDeclaredVariables } from "./variables.js";

const $ = (selector) => document.querySelector(selector);
const jsonArea = $("[data-testid=definition-json]");
const formRoot = $("[data-form]");
const problemList = $("[data-problem-list]");
const saveButton = $("[data-testid=save]");
const revisionOutput = $("[data-testid=revision]");
const previewDelay = 40;

let catalog = { readOnly: false, name: "" };
let guide = null; // what the JSON Schema says of each member (SchemaGuide), once loaded
let state = null; // the open preset's EditState
let menuName = null; // the menu shown instead, if any
let previewTimer = null;
let validateTimer = null;
let editStartedAt = null;

const status = (text, kind = "info") => {
  const bar = $("[data-status]");
  bar.textContent = text;
  bar.dataset.kind = kind;
};
const player = new StudioPlayer($("[data-stage]"), status);
const curves = new CurveEditor($("[data-curves]"), (path, text, group) => editAt(path, text, group ?? `curve:${path}`));
const lanes = new Lanes($("[data-lanes]"), { edit: editFromLanes, openCurve, samples: (curve, count) => api.easing(curve, count), status });
const history = new HistoryPanel($("[data-history]"), (revision) => revert(revision));
const exporter = new Exporter($(".bar"), () => (state ? { name: state.name, text: state.text, geometry: geometry() } : null), status);
const browser = new Browser($(".browse"), { openPreset: (name) => openPreset(name), openMenu: (name) => openMenu(name) });

// Opening -----------------------------------------------------------------------------------

async function openPreset(name, { quiet = false } = {}) {
  const { value, revision } = await api.preset(name);
  menuName = null;
  // Nothing of the previous preset stays on screen while this one's preview is computed.
  if (state?.name !== name) {
    player.clear();
    exporter.reset();
  }
  const text = definitionText(value);
  state = new EditState(name, text, revision, changed);
  browser.mark(name);
  location.hash = `preset=${encodeURIComponent(name)}`;
  $("[data-open-name]").textContent = name;
  hideBanner();
  changed(text, "open");
  history.load(name, catalog.readOnly).catch(() => {});
  const kept = draft(name);
  if (kept && kept.text !== text) offerDraft(kept);
  else if (kept) forgetDraft(name);
  if (!quiet) status(`Opened ${name}, revision ${revision}.`);
}

async function openMenu(name) {
  menuName = name;
  player.clear();
  exporter.reset();
  state = null;
  browser.mark(null);
  $("[data-open-name]").textContent = `menu ${name}`;
  revisionOutput.textContent = "–";
  formRoot.replaceChildren(Object.assign(document.createElement("p"), { className: "note", textContent: `Menu ${name}: edit its presets to tune it.` }));
  lanes.show(null);
  jsonArea.value = "";
  updateButtons();
  await player.show({ menu: name }, geometry());
}

function offerDraft(kept) {
  const when = new Date(kept.at).toLocaleString();
  showBanner(`You have unsaved edits of ${state.name} from ${when} (based on revision ${kept.revision}).`, [
    { label: "Restore them", testid: "restore-draft", action: () => { state.edit(kept.text, "draft"); hideBanner(); } },
    { label: "Discard them", testid: "discard-draft", action: () => { forgetDraft(state.name); hideBanner(); } },
  ]);
}

// Editing -----------------------------------------------------------------------------------

/** The JSON tab's size line: the text's UTF-8 bytes, what Save sends, against the studio's body limit. */
function showSize(text) {
  const limit = catalog.maximumBodyBytes;
  $("[data-testid=json-size]").textContent = `${byteCount(utf8Bytes(text))}` + (limit ? ` of the ${byteCount(limit)} a save may send` : "");
}

/** The text changed (by `origin`): show it everywhere and re-preview it, unsaved. */
function changed(text, origin) {
  editStartedAt = performance.now();
  if (origin !== "json") jsonArea.value = text;
  showSize(text);
  let definition = null;
  try { definition = JSON.parse(text); } catch { definition = null; }
  if (origin !== "form") renderForm(formRoot, definition, { edit: editAt, openCurve, readOnly: catalog.readOnly, guide });
  markConflictedMembers(formRoot, definition, state.name);
  lanes.show(definition, catalog.readOnly);
  if (curves.path !== null && definition) curves.show(valueAt(definition, curves.path) ?? "");
  revisionOutput.textContent = String(state.revision);
  updateButtons();
  const syntax = syntaxProblem(text);
  if (syntax) {
    setProblems([syntax]);
    return;
  }
  clearTimeout(previewTimer);
  previewTimer = setTimeout(() => preview(text), origin === "open" ? 0 : previewDelay);
  clearTimeout(validateTimer);
  validateTimer = setTimeout(() => validate(text), origin === "open" ? 0 : previewDelay);
}

function editAt(path, value, group) {
  if (!state) return;
  let definition;
  try { definition = JSON.parse(state.text); } catch { return; }
  // A change without a typing group (a member added or removed, a list's choice, a checkbox)
  // redraws the form: what it offers depends on what is there.
  const structural = group == null || value === undefined || valueAt(definition, path) === undefined || typeof value === "object";
  const edited = withValue(definition, path, value);
  state.edit(definitionText(withDeclaredVariables(edited)), structural ? "form-structure" : group?.startsWith("curve:") ? "curve" : "form", group);
  declareOnceKnown(edited, group);
}

/**
 * Once the server has said which names an edited definition's new expression texts read, lists
 * them in `variables` (part of the same undo step as the edit while it is one typing burst).
 */
function declareOnceKnown(edited, group) {
  learnNames(edited).then((learnt) => {
    if (!learnt || !state) return;
    let current;
    try { current = JSON.parse(state.text); } catch { return; }
    state.edit(definitionText(withDeclaredVariables(current)), "form", group);
  }).catch(() => {});
}

/** An edit from the Timeline's lanes: a keyframe moved (one undo step per drag), added or removed. */
function editFromLanes(path, value, group) {
  if (!state || catalog.readOnly) return;
  let definition;
  try { definition = JSON.parse(state.text); } catch { return; }
  state.edit(definitionText(withValue(definition, path, value)), "lanes", group);
}

function openCurve(path) {
  const definition = JSON.parse(state.text);
  curves.open(path, valueAt(definition, path) ?? "");
  selectTab("curves");
}

async function preview(text) {
  if (!state || state.text !== text) return;
  try {
    await player.show({ definition: text }, geometry(), editStartedAt);
  } catch { /* the problems say why */ }
}

async function validate(text) {
  try {
    const problems = await api.validate(text);
    if (state && state.text === text) setProblems(problems);
  } catch (error) {
    setProblems([{ path: error.path || "", message: error.message }]);
  }
}

function setProblems(problems) {
  showProblems(problemList, problems, jsonArea, (problem) => {
    const control = formRoot.querySelector(`[data-path="${CSS.escape(problem.path)}"]`);
    if (control && !formRoot.hidden) control.focus();
  });
  markProblems(formRoot, problems);
  $("[data-problems] h2").textContent = problems.length ? `Problems (${problems.length})` : "No problems";
}

jsonArea.addEventListener("input", () => state?.edit(jsonArea.value, "json", "json"));

// Saving ------------------------------------------------------------------------------------

async function save({ overwrite = null } = {}) {
  if (!state || catalog.readOnly) return;
  const text = state.text;
  const syntax = syntaxProblem(text);
  if (syntax) {
    setProblems([syntax]);
    status("Not saved: the JSON does not parse.", "error");
    return;
  }
  try {
    const { value, revision } = await api.update(state.name, text, overwrite ?? state.revision);
    state.saved(definitionText(value), revision);
    status(`Saved ${state.name} as revision ${revision}.`);
    history.load(state.name, catalog.readOnly).catch(() => {});
    browser.refresh();
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) return conflict();
    if (error instanceof ApiError && error.problems.length) setProblems(error.problems);
    else if (error instanceof ApiError && error.path) setProblems([{ path: error.path, message: error.message }]);
    status(`Not saved: ${error.message}`, "error");
  }
}

/** Someone saved first: say so, and let the designer reload theirs or overwrite knowingly. */
async function conflict() {
  const { revision: theirs } = await api.preset(state.name);
  const mine = state.revision;
  status(`Not saved: ${state.name} was saved elsewhere (revision ${theirs}).`, "error");
  const { choice } = await ask({
    title: "Someone else saved this preset",
    text: `${state.name} is at revision ${theirs} now; your edits are based on revision ${mine}. ` +
      "Reload theirs (your edits are dropped) or overwrite it with yours (their revision stays in History).",
    buttons: [
      { label: "Reload theirs", value: "reload", testid: "conflict-reload" },
      { label: "Overwrite with mine", value: "overwrite", testid: "conflict-overwrite" },
      { label: "Cancel", value: "cancel", cancel: true },
    ],
  });
  if (choice === "reload") {
    forgetDraft(state.name);
    await openPreset(state.name);
  } else if (choice === "overwrite") {
    await save({ overwrite: theirs });
  }
}

async function revert(revision) {
  if (!state) return;
  try {
    const { value, revision: now } = await api.revert(state.name, revision, state.revision);
    state.saved(definitionText(value), now);
    status(`Reverted ${state.name} to revision ${revision}'s definition, as revision ${now}.`);
    history.load(state.name, catalog.readOnly).catch(() => {});
  } catch (error) {
    if (error.status === 412) return conflict();
    status(`Not reverted: ${error.message}`, "error");
  }
}

// Catalog actions ---------------------------------------------------------------------------

const refusal = (error) => error.message;

async function newPreset() {
  const templates = await api.templates().catch(() => []);
  const options = templates.map((t, i) => ({ label: `${t.name} — ${t.summary}`, value: String(i) }));
  if (state) options.push({ label: `a copy of ${state.name}`, value: "open" });
  if (!options.length) return status("No template, and no preset open to start from.", "error");
  await ask({
    title: "New preset",
    text: "Start from a template; the new preset is saved at once as revision 1.",
    fields: [
      { name: "template", label: "Template", options, testid: "template" },
      { name: "name", label: "Name", value: "", testid: "new-name" },
    ],
    buttons: [{ label: "Create", value: "create", primary: true, testid: "create" }, { label: "Cancel", value: "cancel", cancel: true }],
    act: async (choice, values) => {
      if (choice !== "create") return null;
      const start = values.template === "open" ? JSON.parse(state.text) : structuredClone(templates[Number(values.template)].definition);
      start.name = values.name;
      try {
        await api.create(start);
        await browser.refresh();
        await openPreset(values.name);
        return null;
      } catch (error) { return refusal(error); }
    },
  });
}

async function nameAction(title, verb, run) {
  if (!state) return;
  const from = state.name;
  await ask({
    title, text: `${verb} ${from} as:`,
    fields: [{ name: "to", label: "Name", value: from, testid: "target-name" }],
    buttons: [{ label: verb, value: "go", primary: true, testid: "confirm" }, { label: "Cancel", value: "cancel", cancel: true }],
    act: async (choice, { to }) => {
      if (choice !== "go") return null;
      try {
        await run(from, to);
        await browser.refresh();
        await openPreset(to);
        return null;
      } catch (error) { return refusal(error); }
    },
  });
}

async function deletePreset() {
  if (!state) return;
  const name = state.name;
  await ask({
    title: `Delete ${name}?`,
    text: "Its history goes with it. A preset that a menu uses cannot be deleted.",
    buttons: [{ label: "Delete", value: "delete", primary: true, testid: "confirm" }, { label: "Cancel", value: "cancel", cancel: true }],
    act: async (choice) => {
      if (choice !== "delete") return null;
      try {
        await api.remove(name, state.revision);
        forgetDraft(name);
        state = null;
        await browser.refresh();
        const next = browser.presets[0]?.name;
        if (next) await openPreset(next, { quiet: true });
        status(`Deleted ${name}.`);
        return null;
      } catch (error) { return refusal(error); }
    },
  });
}

// Events from other tabs and the CLI -------------------------------------------------------

function listen() {
  const events = new EventSource("/api/events");
  events.addEventListener("catalog", async (event) => {
    const change = JSON.parse(event.data);
    await browser.refresh().catch(() => {});
    showMergeConflicts(catalog.readOnly);
    if (change.kind !== "preset" || !state) return;
    const open = state.name;
    if (change.action === "renamed" && change.previousName === open) {
      status(`${open} was renamed to ${change.name} elsewhere.`);
      return openPreset(change.name, { quiet: true });
    }
    if (change.name !== open) return;
    if (change.action === "deleted") {
      showBanner(`${open} was deleted elsewhere. Your text is still here; save it as a new preset with New.`, []);
      return;
    }
    if (change.revision === null || change.revision <= state.revision) return;
    if (!state.isDirty) {
      await openPreset(open, { quiet: true });
      status(`${open} was saved elsewhere: now revision ${change.revision}.`);
    } else {
      // The unsaved edits stay; History lists the revision saved elsewhere all the same.
      history.load(open, catalog.readOnly).catch(() => {});
      showBanner(`${open} was saved elsewhere as revision ${change.revision}; your unsaved edits are based on revision ${state.revision}.`, [
        { label: "Reload theirs", testid: "banner-reload", action: () => { forgetDraft(open); openPreset(open); } },
        { label: "Keep mine", testid: "banner-keep", action: hideBanner },
      ]);
    }
  });
  events.addEventListener("open", () => document.body.dataset.events = "open");
  watchCatalogReplacement(events);
  onConflictsChange(() => {
    if (!state) return;
    let definition = null;
    try { definition = JSON.parse(jsonArea.value); } catch { definition = null; }
    markConflictedMembers(formRoot, definition, state.name);
  });
  showMergeConflicts(catalog.readOnly);
}

// The page's chrome ------------------------------------------------------------------------

function showBanner(text, actions) {
  $("[data-banner-text]").textContent = text;
  $("[data-banner-actions]").replaceChildren(...actions.map(({ label, testid, action }) => {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = label;
    button.dataset.testid = testid;
    button.addEventListener("click", action);
    return button;
  }));
  $("[data-banner]").hidden = false;
}

function hideBanner() { $("[data-banner]").hidden = true; }

function updateButtons() {
  const editing = Boolean(state);
  saveButton.disabled = !editing || catalog.readOnly;
  $("[data-dirty]").hidden = !(state && state.isDirty);
  for (const action of ["copy", "rename", "delete"]) $(`[data-action=${action}]`).disabled = !editing || catalog.readOnly;
  $("[data-action=new]").disabled = catalog.readOnly;
  for (const id of ["export-css", "export-page"]) $(`[data-testid=${id}]`).disabled = !editing;
  $("[data-action=undo]").disabled = !(state && state.undoStack.length);
  $("[data-action=redo]").disabled = !(state && state.redoStack.length);
  document.title = state ? `${state.isDirty ? "• " : ""}${state.name} · Preset Studio` : "Preset Studio";
}

function selectTab(name) {
  for (const tab of document.querySelectorAll("[role=tab]")) {
    const selected = tab.id === `tab-${name}`;
    tab.setAttribute("aria-selected", String(selected));
    tab.tabIndex = selected ? 0 : -1;
    $(`#${tab.getAttribute("aria-controls")}`).hidden = !selected;
  }
}

const tabs = [...document.querySelectorAll("[role=tab]")];
for (const tab of tabs) {
  tab.addEventListener("click", () => selectTab(tab.id.slice(4)));
  tab.addEventListener("keydown", (event) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = tabs[(tabs.indexOf(tab) + step + tabs.length) % tabs.length];
    selectTab(next.id.slice(4));
    next.focus();
  });
}

/** The geometry controls as `POST /api/preview` members (empty ones left out). */
function geometry() {
  const fields = $("[data-geometry]");
  const value = (name) => fields.querySelector(`[name=${name}]`).value.trim();
  const result = {};
  for (const name of ["viewport", "itemFrame", "image", "offsets"]) if (value(name)) result[name] = value(name);
  for (const name of ["rowHeight", "headerHeight"]) if (value(name)) result[name] = Number(value(name));
  if (value("variables")) result.variables = value("variables").split(",").map((s) => s.trim()).filter(Boolean);
  if (fields.querySelector("[name=reducedMotion]").checked) result.reducedMotion = true;
  return result;
}

$("[data-testid=play-fling]").addEventListener("click", () => {
  const offset = Number($("[data-testid=fling-offset]").value), velocity = Number($("[data-testid=fling-velocity]").value);
  if (!Number.isFinite(offset) || !Number.isFinite(velocity)) return status("Fling: give an offset and a velocity in numbers.", "error");
  player.fling(offset, velocity);
});

$("[data-testid=back-to-scrubber]").addEventListener("click", () => player.backToScrubber());

$("[data-geometry]").addEventListener("change", () => {
  if (state) preview(state.text);
  else if (menuName) openMenu(menuName);
});

/**
 * Sizes both players to the stage. The previewed item's band of the screen (`player.band`) is
 * framed, cropped and enlarged, in both phones alike, unless "whole screen" is ticked or the
 * scene has no such item; then the whole phones are shown.
 */
function fitPlayers() {
  const players = $(".players");
  const caption = players.querySelector("figcaption")?.offsetHeight ?? 16;
  const framed = Boolean(player.band?.vertical) && !$("#preview-others").checked;
  // A framed band is wide and low: the two phones are stacked, each as wide as the stage.
  players.classList.toggle("stacked", framed);
  const availableHeight = framed ? (players.clientHeight - 14) / 2 - caption - 4 : players.clientHeight - caption - 8;
  const availableWidth = framed ? players.clientWidth - 8 : (players.clientWidth - 14) / 2;
  const phone = $("[data-phone]");
  const bezel = 13;
  const device = $("[data-device]"), web = $("[data-web-frame]"), frame = $("[data-testid=web-preview]");
  device.style.zoom = "1";
  web.style.zoom = "1";
  const height = phone.offsetHeight || 870;
  const width = Math.max(phone.offsetWidth, web.offsetWidth) || 416;
  const band = $("#preview-others").checked ? null : player.band;
  let zoom;
  if (band && band.vertical) {
    const shown = band.to - band.from + 2 * bezel;
    zoom = Math.max(0.3, Math.min(1, availableHeight / shown, availableWidth / width));
    for (const box of [device, web]) Object.assign(box.style, { height: `${shown}px`, overflow: "hidden" });
    phone.style.marginTop = `${-band.from}px`;
    frame.style.marginTop = `${-band.from}px`;
    web.style.paddingTop = `${bezel}px`;
  } else {
    zoom = Math.max(0.3, Math.min(1, availableHeight / height, availableWidth / width));
    for (const box of [device, web]) Object.assign(box.style, { height: "", overflow: "" });
    phone.style.marginTop = "";
    frame.style.marginTop = "";
  }
  device.classList.toggle("framed", Boolean(band && band.vertical));
  web.classList.toggle("framed", Boolean(band && band.vertical));
  device.style.zoom = String(zoom);
  web.style.zoom = String(zoom);
}
new ResizeObserver(fitPlayers).observe($(".players"));
new MutationObserver(fitPlayers).observe($("[data-phone]"), { childList: true });
$("#preview-others").addEventListener("change", fitPlayers);

// The web frame shows only the scroller: the exported page's heading and stylesheet are the
// studio's already (the page drops its bezel and margins by itself in a frame as narrow as a phone).
$("[data-testid=web-preview]").addEventListener("load", (event) => {
  const doc = event.target.contentDocument;
  if (!doc?.body) return;
  const style = doc.createElement("style");
  style.textContent = "body { padding: 0 !important; background: #fff !important; } aside { display: none !important; } "
    + "main, .device { display: block !important; margin: 0 !important; padding: 0 !important; box-shadow: none !important; background: none !important; } "
    + "[data-scroller] { border-radius: 0 !important; }";
  doc.head.append(style);
});

document.addEventListener("click", (event) => {
  const action = event.target.closest("[data-action]")?.dataset.action;
  if (action === "new") newPreset();
  if (action === "copy") nameAction("Copy preset", "Copy", (from, to) => api.copy(from, to));
  if (action === "rename") nameAction("Rename preset", "Rename", (from, to) => api.rename(from, to, state?.name === from ? state.revision : undefined).then(() => forgetDraft(from)));
  if (action === "delete") deletePreset();
  if (action === "undo") state?.undo();
  if (action === "redo") state?.redo();
});
saveButton.addEventListener("click", () => save());

document.addEventListener("keydown", (event) => {
  const command = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (command && key === "s") { event.preventDefault(); save(); }
  else if (command && key === "z" && !event.shiftKey) { event.preventDefault(); state?.undo(); }
  else if (command && ((key === "z" && event.shiftKey) || key === "y")) { event.preventDefault(); state?.redo(); }
  else if (event.altKey && key === "n") { event.preventDefault(); newPreset(); }
  else if (key === "/" && !event.target.closest("input, textarea, select")) { event.preventDefault(); $("[data-testid=search]").focus(); }
});


async function start() {
  catalog = await api.catalog();
  $("[data-catalog-name]").textContent = catalog.name;
  $("[data-catalog-name]").title = catalog.path;
  $("[data-read-only]").hidden = !catalog.readOnly;
  document.body.classList.toggle("read-only", catalog.readOnly);
  jsonArea.readOnly = catalog.readOnly;
  updateButtons();
  listen();
  await browser.refresh();
  const images = await api.images();
  $("[data-geometry] [name=image]").append(...images.map((image) => new Option(image.name, image.name)));
  curves.loadCurves().catch(() => {});
  // Without the schema the form still works, with no descriptions and no lists.
  guide = await api.schema().then((schema) => new SchemaGuide(schema), () => null);
  const wanted = /preset=([^&]+)/.exec(location.hash);
  const first = wanted ? decodeURIComponent(wanted[1]) : browser.presets[0]?.name;
  if (first) await openPreset(first).catch((error) => status(error.message, "error"));
  document.body.dataset.ready = "true";
}

start().catch((error) => status(`The studio did not start: ${error.message}`, "error"));
