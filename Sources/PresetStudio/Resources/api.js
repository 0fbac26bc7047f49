// The studio's HTTP API, as the page calls it: same origin, the cookie set when the page was
// opened with ?token= carries the credential, and the browser adds Origin to every write.
// Each call resolves to the parsed JSON (or text) and rejects with an ApiError carrying the
// status, the server's message and, for a refused definition, every problem with its path; for a
// refusal a request member gets past (`reachableOnly`, `withoutMotion`), that member's name.

export class ApiError extends Error {
  constructor(status, message, problems = [], path = "", remedy = null) {
    super(message);
    this.status = status;
    this.problems = problems;
    this.path = path;
    this.remedy = remedy;
  }
}

/** How often a read is tried again when the catalog is busy (503) or the connection dropped. */
const readAttempts = 4;

/**
 * `fetch`, with a read (GET) tried again after a busy catalog (503, after its Retry-After) or a
 * connection that failed, a few times: a write is never repeated, since it may have landed.
 */
async function send(method, path, init) {
  for (let attempt = 1; ; attempt += 1) {
    const last = method !== "GET" || attempt === readAttempts;
    let response;
    try {
      response = await fetch(path, init);
    } catch (error) {
      if (last) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      continue;
    }
    if (response.status !== 503 || last) return response;
    const after = Number(response.headers.get("Retry-After"));
    await new Promise((resolve) => setTimeout(resolve, 1000 * (Number.isFinite(after) && after > 0 ? Math.min(after, 5) : 1)));
  }
}

async function request(method, path, { body, ifMatch } = {}) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (ifMatch !== undefined) headers["If-Match"] = `"${ifMatch}"`;
  const response = await send(method, path, {
    method, headers, credentials: "same-origin",
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const etag = response.headers.get("ETag");
  const revision = etag ? Number(etag.replace(/"/g, "")) : null;
  if (response.status === 204) return { value: null, revision };
  const contentType = response.headers.get("Content-Type") || "";
  const payload = contentType.includes("json") ? await response.json() : await response.text();
  if (!response.ok) {
    const problems = payload && Array.isArray(payload.problems) ? payload.problems : [];
    const error = payload && typeof payload.error === "object" ? payload.error : {};
    const message = error.message || (payload && payload.message) || (problems.length ? problems.map((p) => `${p.path}: ${p.message}`).join("; ")
      : `${method} ${path} answered ${response.status}`);
    throw new ApiError(response.status, message, problems, error.path || "", error.remedy || null);
  }
  return { value: payload, revision };
}

const presetPath = (name) => `/api/presets/${encodeURIComponent(name)}`;

export const api = {
  catalog: () => request("GET", "/api/catalog").then((r) => r.value),
  reopenCatalog: () => request("POST", "/api/catalog/reopen").then((r) => r.value),
  /** The unresolved merge conflicts: [{kind, name, path, base, ours, theirs}]. */
  conflicts: () => request("GET", "/api/conflicts").then((r) => r.value),
  /** Settles one conflict with `take` ("ours", "theirs" or "base"); resolves to the conflicts left. */
  resolveConflict: (kind, name, path, take) =>
    request("POST", "/api/conflicts/resolve", { body: { kind, name, path, take } }).then((r) => r.value),
  presets: () => request("GET", "/api/presets").then((r) => r.value.presets),
  menus: () => request("GET", "/api/menus").then((r) => r.value),
  images: () => request("GET", "/api/images").then((r) => r.value),
  imageThumbnail: (name) => `/api/images/${encodeURIComponent(name)}/thumbnail`,
  curves: () => request("GET", "/api/easing/curves").then((r) => r.value),
  easing: (curve, samples) =>
    request("GET", `/api/easing?curve=${encodeURIComponent(curve)}&samples=${samples}`).then((r) => r.value),
  /** The two Bézier handles of a curve that is exactly a `cubic-bezier()` (`ease-out`: [0, 0, 0.58, 1]), or null. */
  curveHandles: (curve) =>
    request("GET", `/api/easing/handles?curve=${encodeURIComponent(curve)}`).then((r) => r.value.handles),
  templates: () => request("GET", "/api/templates").then((r) => r.value.templates),
  /** The names each of `expressions` (texts) reads, as the engine parses them: a list per text. */
  expressionNames: (expressions) => request("POST", "/api/expression-names", { body: { expressions } }).then((r) => r.value.names),
  /** The preset JSON Schema (docs/schema/preset.schema.json). */
  schema: () => request("GET", "/api/schema").then((r) => r.value),
  /** The definition and its revision (the ETag). */
  preset: (name) => request("GET", presetPath(name)),
  create: (definition) => request("POST", "/api/presets", { body: definition }),
  update: (name, definition, revision) => request("PUT", presetPath(name), { body: definition, ifMatch: revision }),
  remove: (name, revision) => request("DELETE", presetPath(name), { ifMatch: revision }),
  rename: (name, to, revision) => request("POST", `${presetPath(name)}/rename`, { body: { to }, ifMatch: revision }),
  copy: (name, to) => request("POST", `${presetPath(name)}/copy`, { body: { to } }),
  history: (name) => request("GET", `${presetPath(name)}/history`).then((r) => r.value),
  diff: (name, from, to) => request("GET", `${presetPath(name)}/diff?from=${from}&to=${to}`).then((r) => r.value),
  revert: (name, to, revision) => request("POST", `${presetPath(name)}/revert`, { body: { to }, ifMatch: revision }),
  validate: (definitionText) => request("POST", "/api/validate", { body: { definition: definitionText } })
    .then((r) => r.value.problems),
  /** `preview --format json` for the subject and geometry. */
  preview: (subject, geometry) => request("POST", "/api/preview", { body: { ...subject, ...geometry } }).then((r) => r.value),
  /** The phone player's scene (markup, sampled frames, plot) for the same inputs. */
  scene: (subject, geometry) =>
    request("POST", "/api/preview/scene", { body: { ...subject, ...geometry } }).then((r) => r.value),
  /** `export --format css`'s stylesheet for the same inputs; `flags` e.g. `{ withoutMotion: true }`. */
  css: (subject, geometry, flags = {}) =>
    request("POST", "/api/export/css", { body: { ...subject, ...withoutPreviewOnly(geometry), ...flags } }).then((r) => r.value),
  /** `export --format html`'s page for the same inputs; `flags` as for `css`. */
  webPage: (subject, geometry, flags = {}) =>
    request("POST", "/api/export/html", { body: { ...subject, ...withoutPreviewOnly(geometry), ...flags } }).then((r) => r.value),
};

function withoutPreviewOnly(geometry) {
  const { reducedMotion, ...rest } = geometry;
  return rest;
}
