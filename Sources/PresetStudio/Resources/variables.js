// The `variables` member the form keeps for the definition it edits: a definition read from
// text must declare every app variable (a name beyond the context's built-in sizes) its
// expressions read, so after each edit the form lists exactly the names its expression values
// read. A colour channel's string is a colour, not an expression (as the format reads it).

import { builtInNames } from "./built-in-names.js";
import { channels } from "./channels.js";

/** The names an expression reads: identifiers not part of a number and not called as a function. */
export function namesRead(expression) {
  return [...expression.matchAll(/(?<![\w.])([A-Za-z_]\w*)\b(?!\s*\()/g)].map((match) => match[1]);
}

/** Whether `value` of channel `property` is an expression (a string, not a colour). */
function isExpression(value, property) {
  return typeof value === "string" && !value.startsWith("#") && channels[property]?.components !== 4;
}

/** The variables `definition`'s expression values read, each once, in order of appearance. */
export function variablesRead(definition) {
  const names = [];
  const add = (value, property) => {
    if (!isExpression(value, property)) return;
    for (const name of namesRead(value)) if (!builtInNames.includes(name) && !names.includes(name)) names.push(name);
  };
  for (const target of definition?.states ?? []) {
    for (const side of ["start", "end", "startEnd"]) {
      for (const [property, state] of Object.entries(target?.[side] ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) add(state?.value, property);
    }
    for (const [property, rest] of Object.entries(target?.rest ?? {}).sort(([a], [b]) => (a < b ? -1 : 1))) {
      if (rest !== "underlying") add(rest, property);
    }
  }
  const visit = (node) => {
    for (const track of node?.tracks ?? []) for (const keyframe of track?.keyframes ?? []) add(keyframe?.value, track.property);
    for (const child of node?.children ?? []) visit(child);
  };
  visit(definition);
  return names;
}

/** `definition` with `variables` listing what its expressions read (left out when nothing). */
export function withDeclaredVariables(definition) {
  if (!definition || typeof definition !== "object" || Array.isArray(definition)) return definition;
  const names = variablesRead(definition);
  const { variables: _, ...rest } = definition;
  return names.length ? { ...rest, variables: names } : rest;
}
