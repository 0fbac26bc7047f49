// What the page offers when the CSS export refuses a preset that a request member gets past
// (the refusal's `error.remedy`): the button's words, and what the result leaves out.

export const remedies = {
  withoutMotion: { action: "Export without smoothing", leftOut: "without its smoothing, which CSS cannot express" },
  reachableOnly: { action: "Export from offset 0", leftOut: "from offset 0 only: browsers do not scroll into overscroll" },
};

/** The words for what `flags` (e.g. `{ withoutMotion: true }`) left out, joined; "" for none. */
export function leftOut(flags) {
  return Object.keys(flags).filter((flag) => flags[flag] && remedies[flag]).map((flag) => remedies[flag].leftOut).join("; ");
}
