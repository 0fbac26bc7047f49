// Building the page's elements: one call per element, its properties, data attributes and
// children given together, in place of createElement followed by one assignment per line.

/**
 * A new `tag` element with `properties` assigned (`className`, `textContent`, `type`, `title`,
 * `disabled`…), `dataset`'s entries as its `data-*` attributes, `attributes` set as they are
 * written (`aria-label`), and `children` appended.
 */
export function element(tag, { dataset = {}, attributes = {}, ...properties } = {}, ...children) {
  const node = Object.assign(document.createElement(tag), properties);
  Object.assign(node.dataset, dataset);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}
