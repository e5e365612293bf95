// Making page elements: one small helper the views share.

/** A new element `tag` with attributes `attrs` and, if given, its text. */
export function el(tag, attrs = {}, text = null) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== null) node.textContent = text;
  return node;
}
