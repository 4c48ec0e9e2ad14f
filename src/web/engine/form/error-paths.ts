// Where the first error of a nested field sits (an order's lines: errors.items[1].cantidad), so the
// form can focus that cell rather than the field as a whole.

/** Dotted path of the first leaf error under `name` ('items' → 'items.1.cantidad'); `name` if none. */
export function firstErrorPath(name: string, node: unknown): string {
  if (!node || typeof node !== 'object' || 'message' in node) return name;
  for (const [k, child] of Object.entries(node as Record<string, unknown>)) {
    if (k === 'ref' || k === 'type' || k === 'root' || !child) continue;
    return firstErrorPath(`${name}.${k}`, child);
  }
  return name;
}
