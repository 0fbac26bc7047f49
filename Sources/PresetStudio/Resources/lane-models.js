// What a lane shows and where its edits go: a track's keyframes, or a Parade state's value for
// one channel on one side (`start`, `end`, `startEnd`) over that side's progress, as two stops:
// the state's value at its range's start and the rest value at its range's end.

import { channelIdentity } from "./form-defaults.js";

/**
 * A lane model: `id` (unique among the lanes), `attributes` (the lane's and its handles' data
 * attributes), `title`, `keyframes` ({at, value, easing}), `valueMovable(k)`, `write(keyframes, k)`
 * → [path, value] (the one edit that stores keyframe k's move), `curvePath(k)` (the easing of
 * the segment from k), and `listPath` (where keyframes are added and removed; null when a lane
 * has a fixed number).
 */
export function trackLane(track, t) {
  return {
    id: `tracks[${t}]`,
    attributes: { "data-track": t },
    title: `${track?.target ?? "?"}.${track?.property ?? "?"}`,
    keyframes: Array.isArray(track?.keyframes) ? track.keyframes.map((k) => ({ ...k })) : [],
    valueMovable: () => true,
    write: (keyframes, k) => [`tracks[${t}].keyframes[${k}]`, keyframes[k]],
    curvePath: (k) => `tracks[${t}].keyframes[${k}].easing`,
    listPath: `tracks[${t}].keyframes`,
  };
}

export const stateSides = ["start", "end", "startEnd"];

/** The lanes of state `s`: one per channel it gives a value on each side. */
export function stateLanes(state, s) {
  const lanes = [];
  for (const side of stateSides) {
    const values = state?.[side];
    if (!values || typeof values !== "object") continue;
    for (const [channel, entry] of Object.entries(values)) {
      if (entry && typeof entry === "object" && !Array.isArray(entry)) lanes.push(stateLane(state, s, side, channel, entry));
    }
  }
  return lanes;
}

function stateLane(state, s, side, channel, entry) {
  const path = `states[${s}].${side}.${channel}`;
  const range = Array.isArray(entry.range) && entry.range.length === 2 ? entry.range : [0, 1];
  const rest = state.rest?.[channel] ?? channelIdentity(channel) ?? "rest";
  const stops = [{ at: range[0], value: entry.value }, { at: range[1], value: rest }];
  if (entry.easing !== undefined) stops[0].easing = entry.easing;
  return {
    id: path,
    attributes: { "data-state": s, "data-side": side, "data-channel": channel },
    title: `${state.target ?? "?"}.${channel} · ${side}`,
    keyframes: stops,
    // The rest value is the state's for every side: it is edited in the form.
    valueMovable: (k) => k === 0,
    write: (keyframes) => {
      const moved = { ...entry, value: keyframes[0].value };
      const ends = [keyframes[0].at, keyframes[1].at];
      if (entry.range !== undefined || ends[0] !== 0 || ends[1] !== 1) moved.range = ends;
      return [path, moved];
    },
    curvePath: () => `${path}.easing`,
    listPath: null,
  };
}
