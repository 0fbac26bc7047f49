// The `variables` member the form keeps for the definition it edits: a definition read from
// text must declare every app variable (a name beyond the context's built-in sizes) its
// expressions read, so after each edit the form lists exactly the names its expression values
// read. Which names an expression reads is the server's answer (`POST /api/expression-names`,
// the engine's own parser), kept per text, so the page never reads an expression its own way.
// A colour channel's string is a colour, not an expression (as the format reads it).

import { api } from "./api.js";
import { builtInNames } from "./built-in-names.js";
import { channels } from "./channels.js";

/** The names each expression text reads, as the server answered. */
const namesByText = new Map();

/** Whether `value` of channel `property` is an expression (a string, not a colour). */
function isExpression(value, property) {
  return typeof value === "string" && !value.startsWith("#") && channels[property]?.components !== 4;
}

/** `definition`'s expression texts, in order of appearance (states, then tracks and children). */
export function expressionTexts(definition) {
  const texts = [];
  const add = (value, property) => {
    if (isExpression(value, property)) texts.push(value);
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
  return texts;
}

/**
 * Asks the server for the names of `definition`'s expression texts it has not answered yet;
 * resolves to whether it learnt any.
 */
export async function learnNames(definition) {
  const unknown = [...new Set(expressionTexts(definition))].filter((text) => !namesByText.has(text));
  if (!unknown.length) return false;
  const names = await api.expressionNames(unknown);
  unknown.forEach((text, index) => namesByText.set(text, names[index] ?? []));
  return true;
}

/**
 * The variables `definition`'s expression values read, each once, in order of appearance; null
 * while a text's names are not known yet (see `learnNames`).
 */
export function variablesRead(definition) {
  const names = [];
  for (const text of expressionTexts(definition)) {
    const read = namesByText.get(text);
    if (read === undefined) return null;
    for (const name of read) if (!builtInNames.includes(name) && !names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * `definition` with `variables` listing what its expressions read (left out when nothing), or
 * `definition` as it is while the names of one of its texts are not known yet.
 */
export function withDeclaredVariables(definition) {
  if (!definition || typeof definition !== "object" || Array.isArray(definition)) return definition;
  const names = variablesRead(definition);
  if (names === null) return definition;
  const { variables: _, ...rest } = definition;
  return names.length ? { ...rest, variables: names } : rest;
}
