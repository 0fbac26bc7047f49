// The JSON tab: the definition's text, editable, with the problems listed under it; choosing a
// problem selects its place in the text. Paths are written as the server writes them:
// `tracks[0].keyframes[1].easing`.

import { element } from "./dom.js";

/**
 * Where each value of the JSON `text` starts and ends, by path; null when the text is not
 * JSON. A reader of its own (JSON.parse gives no positions), for valid text only.
 */
export function valueRanges(text) {
  const ranges = new Map();
  let i = 0;
  const space = () => { while (i < text.length && " \t\r\n".includes(text[i])) i++; };
  const string = () => {
    const start = i++;
    while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i));
  };
  const value = (path) => {
    space();
    const start = i;
    if (text[i] === "{") {
      i++; space();
      while (text[i] !== "}") {
        space();
        const key = string();
        space(); i++; // the colon
        value(path ? `${path}.${key}` : key);
        space();
        if (text[i] === ",") i++;
        space();
      }
      i++;
    } else if (text[i] === "[") {
      i++; space();
      let index = 0;
      while (text[i] !== "]") {
        value(`${path}[${index++}]`);
        space();
        if (text[i] === ",") i++;
        space();
      }
      i++;
    } else if (text[i] === '"') {
      string();
    } else {
      while (i < text.length && !",}] \t\r\n".includes(text[i])) i++;
    }
    ranges.set(path, [start, i]);
  };
  try {
    JSON.parse(text);
    value("");
    return ranges;
  } catch {
    return null;
  }
}

/** The range of `path` in `text`, or of its nearest enclosing value that is there. */
export function rangeOf(text, path) {
  const ranges = valueRanges(text);
  if (!ranges) return null;
  let candidate = path;
  for (;;) {
    if (ranges.has(candidate)) return ranges.get(candidate);
    const shorter = candidate.replace(/(\.[^.[\]]*|\[\d+\])$/, "");
    if (shorter === candidate) return ranges.get("");
    candidate = shorter;
  }
}

/** Lists `problems` in `list`, each a button selecting its place in `textarea`. */
export function showProblems(list, problems, textarea, onChoose) {
  list.replaceChildren();
  for (const problem of problems) {
    const where = element("code", { textContent: problem.path || "(definition)" });
    const button = element("button", { type: "button", className: "problem" }, where, ` ${problem.message}`);
    button.addEventListener("click", () => {
      if (textarea && !textarea.closest("[hidden]")) {
        const range = rangeOf(textarea.value, problem.path);
        if (range) {
          textarea.focus();
          textarea.setSelectionRange(range[0], range[1]);
        }
      }
      onChoose?.(problem);
    });
    list.append(element("li", { dataset: { testid: "problem", path: problem.path } }, button));
  }
  list.closest("[data-problems]")?.toggleAttribute("data-empty", problems.length === 0);
}

/** The one problem of text that is not JSON, with the line and column of the mistake. */
export function syntaxProblem(text) {
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return { path: "", message: `not JSON: ${error.message}` };
  }
}
