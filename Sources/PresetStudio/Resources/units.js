// The unit beside a value field in the form: the symbol the engine's channel table gives the
// channel the value is for (channels.js, generated on the server: "pt", "°", "×", or none for
// fractions, colours and flags), with the unit's name as its tooltip.

import { channels } from "./channels.js";

/**
 * The channel a value at `path` is for, or null: a keyframe's value is its track's `property`
 * (`tracks[0].keyframes[1].value`), a Parade state's names the channel it sits under
 * (`states[0].start.alpha.value`), a rest value is its own key (`states[0].rest.scale`).
 * `at(path)` reads the definition.
 */
export function valueChannel(path, at) {
  const keyframe = /^(.*)\.keyframes\[\d+\]\.value$/.exec(path);
  if (keyframe) return at(keyframe[1])?.property ?? null;
  const state = /\.(?:start|end|startEnd)\.([A-Za-z]+)\.value$/.exec(path) ?? /\.rest\.([A-Za-z]+)$/.exec(path);
  return state ? state[1] : null;
}

/** The unit element for `channel` (`data-testid="unit"`), or null when its values have none. */
export function unitBeside(channel) {
  const entry = Object.hasOwn(channels, channel ?? "") ? channels[channel] : null;
  if (!entry?.symbol) return null;
  const unit = document.createElement("span");
  unit.className = "unit";
  unit.dataset.testid = "unit";
  unit.textContent = entry.symbol;
  unit.title = entry.unit;
  return unit;
}
