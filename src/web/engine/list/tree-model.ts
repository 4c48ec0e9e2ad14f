// The tree panel's model, pure: rows of a tree resource (categories) → nested nodes with their own
// row count and the count of their whole subtree, and the nodes a reader sees with some collapsed.

export interface TreeRow {
  id: number;
  parent: number | null;
  name: string;
}

export interface PanelNode {
  id: number;
  name: string;
  depth: number;
  parentId: number | null;
  children: PanelNode[];
  /** Rows filed at this node itself, and at it or anywhere below it. */
  own: number;
  total: number;
}

const byName = (a: PanelNode, b: PanelNode) => a.name.localeCompare(b.name, 'es', { sensitivity: 'base' }) || a.id - b.id;

/**
 * Rows → forest, children by name. A node whose parent the user cannot see (or a loop in old data)
 * sits at the top level: the server decides what is visible, the panel shows whatever it gets.
 */
export function buildForest(rows: TreeRow[], counts: Record<string, number> = {}): PanelNode[] {
  const nodes = new Map(rows.map((r) => [r.id, {
    id: r.id, name: r.name, depth: 0, parentId: null as number | null, children: [] as PanelNode[], own: counts[String(r.id)] ?? 0, total: 0,
  }]));
  const parentOf = new Map(rows.map((r) => [r.id, r.parent]));
  const reachesItself = (id: number) => {
    const seen = new Set<number>();
    for (let p = parentOf.get(id); p != null; p = parentOf.get(p)) {
      if (p === id || seen.has(p)) return true;
      seen.add(p);
    }
    return false;
  };
  const roots: PanelNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent != null ? nodes.get(r.parent) : undefined;
    if (parent && !reachesItself(r.id)) {
      node.parentId = parent.id;
      parent.children.push(node);
    } else roots.push(node);
  }
  const finish = (list: PanelNode[], depth: number): number => {
    list.sort(byName);
    let sum = 0;
    for (const n of list) {
      n.depth = depth;
      n.total = n.own + finish(n.children, depth + 1);
      sum += n.total;
    }
    return sum;
  };
  finish(roots, 0);
  return roots;
}

/** Depth-first nodes, skipping the children of collapsed ones (what the panel draws, in order). */
export function visibleNodes(forest: PanelNode[], expanded: ReadonlySet<number>, out: PanelNode[] = []): PanelNode[] {
  for (const n of forest) {
    out.push(n);
    if (n.children.length && expanded.has(n.id)) visibleNodes(n.children, expanded, out);
  }
  return out;
}

/** Every node by id. */
export function indexForest(forest: PanelNode[], out = new Map<number, PanelNode>()): Map<number, PanelNode> {
  for (const n of forest) {
    out.set(n.id, n);
    indexForest(n.children, out);
  }
  return out;
}

/** The ids from the root down to `id`'s parent (to open the way to a chosen node). */
export function ancestorsOf(index: Map<number, PanelNode>, id: number): number[] {
  const out: number[] = [];
  for (let p = index.get(id)?.parentId ?? null; p != null && !out.includes(p); p = index.get(p)?.parentId ?? null) out.unshift(p);
  return out;
}
