// What the form puts in a definition when the designer adds something: a channel's identity
// (the value that leaves a view as it is, as the engine's `Channel.identity` says), a track that
// is valid at once (a channel its target does not animate yet, two keyframes at that identity),
// and a keyframe placed in the widest gap between two others.

import { channels } from "./channels.js";

/** A channel's identity (the engine's `Channel.identity`, from its channel table), or undefined for a channel without one (and for any other name). */
export function channelIdentity(name) {
  return Object.hasOwn(channels, name) ? channels[name].identity ?? undefined : undefined;
}

/** Every track of the definition, its children's included. */
function allTracks(definition) {
  const tracks = [];
  const visit = (node) => {
    for (const track of node?.tracks ?? []) tracks.push(track);
    for (const child of node?.children ?? []) visit(child);
  };
  visit(definition);
  return tracks;
}

/** The channels of `channels` (in their order) that no track of `target` animates yet. */
export function unusedChannels(definition, target, channels) {
  const used = new Set(allTracks(definition).filter((t) => t.target === target).map((t) => t.property));
  return channels.filter((channel) => !used.has(channel));
}

/**
 * A new track for `definition`: on the target of its last track (else its first state's, else
 * `card`), animating the first of `channels` with an identity that target does not animate yet
 * (else a new target's `alpha`), from that identity at 0 to the same at 1.
 */
export function newTrack(definition, channels) {
  const tracks = definition.tracks ?? [];
  let target = tracks[tracks.length - 1]?.target ?? definition.states?.[0]?.target ?? "card";
  let property = unusedChannels(definition, target, channels).find((c) => channelIdentity(c) !== undefined);
  if (!property) {
    const targets = new Set(allTracks(definition).map((t) => t.target));
    let n = 2;
    while (targets.has(`${target}${n}`)) n += 1;
    target = `${target}${n}`;
    property = "alpha";
  }
  const value = channelIdentity(property);
  return { target, property, keyframes: [{ at: 0, value }, { at: 1, value }] };
}

/**
 * A keyframe to insert into `keyframes` (sorted by `at`): in the middle of the widest gap, with
 * the value of the keyframe before it. `{ index, keyframe }`, `index` where it goes.
 */
export function newKeyframe(keyframes) {
  if (keyframes.length === 0) return { index: 0, keyframe: { at: 0, value: 0 } };
  let widest = -1, index = keyframes.length;
  for (let i = 0; i + 1 < keyframes.length; i++) {
    const gap = Number(keyframes[i + 1].at) - Number(keyframes[i].at);
    if (gap > widest) { widest = gap; index = i + 1; }
  }
  if (widest <= 0) {
    const last = keyframes[keyframes.length - 1];
    return { index: keyframes.length, keyframe: { at: 1, value: last.value } };
  }
  const before = keyframes[index - 1];
  const at = Math.round(((Number(before.at) + Number(keyframes[index].at)) / 2) * 1000) / 1000;
  return { index, keyframe: { at, value: before.value } };
}
