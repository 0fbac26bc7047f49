// The open preset's edit state: the definition as text (what the JSON tab shows and what is
// previewed and saved), the revision it was loaded at, undo and redo, and the unsaved draft
// kept in localStorage so it survives a reload.

const draftPrefix = "preset-studio:draft:";

/** One preset's edits. `onChange(text, origin)` runs after every change. */
export class EditState {
  constructor(name, text, revision, onChange) {
    this.name = name;
    this.savedText = text;
    this.text = text;
    this.revision = revision;
    this.undoStack = [];
    this.redoStack = [];
    this.onChange = onChange;
    this.lastGroup = null;
    this.lastTime = 0;
  }

  get isDirty() { return this.text !== this.savedText; }

  /**
   * Replaces the text. Edits of the same `group` (one field, typed in a burst) within a second
   * are one undo step.
   */
  edit(text, origin, group = null) {
    if (text === this.text) return;
    const now = Date.now();
    const merges = group !== null && group === this.lastGroup && now - this.lastTime < 1000;
    if (!merges) this.undoStack.push(this.text);
    this.redoStack = [];
    this.lastGroup = group;
    this.lastTime = now;
    this.text = text;
    this.changed(origin);
  }

  undo() {
    if (!this.undoStack.length) return false;
    this.redoStack.push(this.text);
    this.text = this.undoStack.pop();
    this.lastGroup = null;
    this.changed("undo");
    return true;
  }

  redo() {
    if (!this.redoStack.length) return false;
    this.undoStack.push(this.text);
    this.text = this.redoStack.pop();
    this.lastGroup = null;
    this.changed("redo");
    return true;
  }

  /** The server stored `text` as `revision`: nothing is unsaved any more. */
  saved(text, revision) {
    this.savedText = text;
    this.text = text;
    this.revision = revision;
    forgetDraft(this.name);
    this.changed("saved");
  }

  changed(origin) {
    if (this.isDirty) keepDraft(this.name, this.text, this.revision);
    else forgetDraft(this.name);
    this.onChange(this.text, origin);
  }
}

/** The definition text as the studio shows it: the JSON, two-space indented, keys as given. */
export const definitionText = (definition) => JSON.stringify(definition, null, 2);

export function keepDraft(name, text, revision) {
  try {
    localStorage.setItem(draftPrefix + name, JSON.stringify({ text, revision, at: new Date().toISOString() }));
  } catch { /* storage full or disabled: the draft is only in memory */ }
}

/** The draft kept for `name`, or null: `{text, revision, at}`. */
export function draft(name) {
  try {
    const kept = JSON.parse(localStorage.getItem(draftPrefix + name));
    return kept && typeof kept.text === "string" ? kept : null;
  } catch { return null; }
}

export function forgetDraft(name) {
  try { localStorage.removeItem(draftPrefix + name); } catch { /* nothing kept */ }
}

/** The names of the presets with a kept draft. */
export function draftNames() {
  const names = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key && key.startsWith(draftPrefix)) names.push(key.slice(draftPrefix.length));
  }
  return names;
}
