// What the preset format's JSON Schema (GET /api/schema, the file docs/schema/preset.schema.json
// publishes) says of one member of a definition: its description and, for an enumeration, the
// values it may take. The form shows the first as the control's tooltip and offers the second
// as the control's list, so a designer picks `entry-crossing` rather than guessing it.

import { segments } from "./form.js";

/** A reader of `schema` (the preset JSON Schema); `member(path)` for one member. */
export class SchemaGuide {
  constructor(schema) {
    this.schema = schema;
  }

  /**
   * `{ description, values }` for the member at `path` (`tracks[0].property`), where `values`
   * lists an enumeration's values (empty otherwise); null when the schema does not describe it.
   */
  member(path) {
    let nodes = this.#resolved([this.schema]);
    for (const step of segments(path)) {
      nodes = this.#resolved(nodes.flatMap((node) => child(node, step)));
      if (nodes.length === 0) return null;
    }
    const description = nodes.map((node) => node.description).find((text) => typeof text === "string") ?? "";
    const values = [...new Set(nodes.flatMap((node) => Array.isArray(node.enum) ? node.enum : []))];
    return { description, values };
  }

  /**
   * What the schema says of the member at `path` as a whole, every branch merged:
   * `{ types, properties, required, additional, names, items, enum, examples, minItems,
   * maxProperties }`, where `properties` maps each named member to its schema, `additional` is
   * the schema of members named freely (`names`: the names allowed, when listed) and `types`
   * the JSON types it takes. Null when the schema does not describe the member.
   */
  shape(path) {
    let nodes = this.#resolved([this.schema]);
    for (const step of segments(path)) {
      nodes = this.#resolved(nodes.flatMap((node) => child(node, step)));
      if (nodes.length === 0) return null;
    }
    return this.#merged(nodes);
  }

  /** The merged shape of `node` (a schema, e.g. one of `shape(path).properties`). */
  shapeOf(node) { return this.#merged(this.#resolved([node])); }

  #merged(nodes) {
    const shape = { types: new Set(), properties: {}, required: new Set(), additional: null, names: [], items: null, enum: [], examples: [], minItems: 0, maxProperties: Infinity, minProperties: 0 };
    for (const node of nodes) {
      if (typeof node.type === "string") shape.types.add(node.type);
      // The first branch naming a member describes it (a later `anyOf` branch only adds a bound).
      for (const [name, member] of Object.entries(node.properties ?? {})) shape.properties[name] ??= member;
      if (node.type === "object") for (const name of node.required ?? []) shape.required.add(name);
      if (node.additionalProperties && typeof node.additionalProperties === "object") shape.additional = node.additionalProperties;
      if (Array.isArray(node.propertyNames?.enum)) shape.names.push(...node.propertyNames.enum);
      if (node.items && typeof node.items === "object") shape.items = node.items;
      if (Array.isArray(node.enum)) shape.enum.push(...node.enum);
      if (Array.isArray(node.examples)) shape.examples.push(...node.examples);
      if (Number.isInteger(node.minItems)) shape.minItems = Math.max(shape.minItems, node.minItems);
      if (Number.isInteger(node.maxProperties)) shape.maxProperties = Math.min(shape.maxProperties, node.maxProperties);
      if (Number.isInteger(node.minProperties)) shape.minProperties = Math.max(shape.minProperties, node.minProperties);
    }
    return shape;
  }

  /** The nodes with every `$ref` followed and every `anyOf` branch spread out. */
  #resolved(nodes) {
    const result = [];
    const visit = (node, depth) => {
      if (!node || typeof node !== "object" || depth > 32) return;
      if (typeof node.$ref === "string") {
        const target = this.#pointer(node.$ref);
        // A member's own description and examples win over the definition's it refers to.
        const own = {};
        if (node.description) own.description = node.description;
        if (Array.isArray(node.examples)) own.examples = node.examples;
        if (target) visit({ ...target, ...own }, depth + 1);
        return;
      }
      result.push(node);
      if (Array.isArray(node.anyOf)) for (const branch of node.anyOf) visit(branch, depth + 1);
    };
    for (const node of nodes) visit(node, 0);
    return result;
  }

  /** The node a local reference (`#/$defs/track`) names. */
  #pointer(reference) {
    if (!reference.startsWith("#/")) return null;
    let node = this.schema;
    for (const part of reference.slice(2).split("/")) node = node?.[part.replaceAll("~1", "/").replaceAll("~0", "~")];
    return node ?? null;
  }
}

/** The schemas `node` gives the member `step` (an index or a key). */
function child(node, step) {
  if (typeof step === "number") {
    if (Array.isArray(node.prefixItems) && step < node.prefixItems.length) return [node.prefixItems[step]];
    return node.items && typeof node.items === "object" ? [node.items] : [];
  }
  if (node.properties && Object.hasOwn(node.properties, step)) return [node.properties[step]];
  return node.additionalProperties && typeof node.additionalProperties === "object" ? [node.additionalProperties] : [];
}
