// The reorder screen's tree (spec 01 §2.6: nodes with id, children, a title and a description),
// pure: built from the rows, flattened for drawing and dragging, changed by moves, and written back
// as the order the API saves (`PUT {resource}/reorder`: nodes depth-first with their parent).

export interface TreeNode {
  id: number;
  title: string;
  description: string;
  children: TreeNode[];
}

export interface FlatNode {
  id: number;
  parentId: number | null;
  depth: number;
  node: TreeNode;
  /** Position among its siblings (0-based) and how many siblings there are. */
  index: number;
  siblings: number;
}

export interface SourceRow {
  id: number;
  parent: number | null;
  order: number | null;
  title: string;
  description: string;
}

/** Rows → forest: children by parent, in stored order (positions ascending, unset last, then id). */
export function buildTree(rows: SourceRow[]): TreeNode[] {
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, description: r.description, children: [] as TreeNode[] }]));
  const sorted = [...rows].sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.id - b.id);
  const roots: TreeNode[] = [];
  for (const r of sorted) {
    const parent = r.parent !== null && r.parent !== r.id ? byId.get(r.parent) : undefined;
    // A parent the user cannot see (or a loop in old data) puts the node at the top level.
    (parent && !isUnder(byId, rows, parent.id, r.id) ? parent.children : roots).push(byId.get(r.id)!);
  }
  return roots;
}

/** Would `candidate` be inside `id`'s subtree through the stored parents? */
function isUnder(byId: Map<number, TreeNode>, rows: SourceRow[], candidate: number, id: number): boolean {
  const parentOf = new Map(rows.map((r) => [r.id, r.parent]));
  const seen = new Set<number>();
  for (let p: number | null | undefined = candidate; p !== null && p !== undefined; p = parentOf.get(p)) {
    if (p === id || seen.has(p)) return true;
    seen.add(p);
  }
  return !byId.has(candidate);
}

export function flatten(forest: TreeNode[], parentId: number | null = null, depth = 0, out: FlatNode[] = []): FlatNode[] {
  forest.forEach((node, index) => {
    out.push({ id: node.id, parentId, depth, node, index, siblings: forest.length });
    flatten(node.children, node.id, depth + 1, out);
  });
  return out;
}

/** The order the API saves: every node depth-first with its parent. */
export const toOrder = (forest: TreeNode[]): { id: number; parent_id: number | null }[] =>
  flatten(forest).map((f) => ({ id: f.id, parent_id: f.parentId }));

const clone = (forest: TreeNode[]): TreeNode[] => forest.map((n) => ({ ...n, children: clone(n.children) }));

/** The sibling list holding `id` and its index there (in a cloned forest). */
function locate(forest: TreeNode[], id: number): { list: TreeNode[]; index: number; parent: TreeNode | null } | null {
  const walk = (list: TreeNode[], parent: TreeNode | null): ReturnType<typeof locate> => {
    for (let i = 0; i < list.length; i++) {
      if (list[i].id === id) return { list, index: i, parent };
      const found = walk(list[i].children, list[i]);
      if (found) return found;
    }
    return null;
  };
  return walk(forest, null);
}

const contains = (node: TreeNode, id: number): boolean => node.id === id || node.children.some((c) => contains(c, id));

/** Moves a node up (-1) or down (+1) among its siblings. */
export function moveAmongSiblings(forest: TreeNode[], id: number, delta: -1 | 1): TreeNode[] {
  const next = clone(forest);
  const at = locate(next, id);
  if (!at) return forest;
  const to = at.index + delta;
  if (to < 0 || to >= at.list.length) return forest;
  const [node] = at.list.splice(at.index, 1);
  at.list.splice(to, 0, node);
  return next;
}

/** Makes a node the last child of its previous sibling (a tree only). */
export function indent(forest: TreeNode[], id: number): TreeNode[] {
  const next = clone(forest);
  const at = locate(next, id);
  if (!at || at.index === 0) return forest;
  const [node] = at.list.splice(at.index, 1);
  at.list[at.index - 1].children.push(node);
  return next;
}

/** Makes a node the next sibling of its parent. */
export function outdent(forest: TreeNode[], id: number): TreeNode[] {
  const next = clone(forest);
  const at = locate(next, id);
  if (!at?.parent) return forest;
  const up = locate(next, at.parent.id)!;
  const [node] = at.list.splice(at.index, 1);
  up.list.splice(up.index + 1, 0, node);
  return next;
}

/**
 * A drag: `id` (with its subtree) takes `overId`'s place among `overId`'s siblings — after it when
 * dragged downwards, before it when upwards. Dropping a node onto its own subtree changes nothing.
 */
export function dropOn(forest: TreeNode[], id: number, overId: number): TreeNode[] {
  if (id === overId) return forest;
  const flat = flatten(forest);
  const from = flat.findIndex((f) => f.id === id);
  const to = flat.findIndex((f) => f.id === overId);
  if (from < 0 || to < 0 || contains(flat[from].node, overId)) return forest;
  const next = clone(forest);
  const at = locate(next, id)!;
  const [node] = at.list.splice(at.index, 1);
  const target = locate(next, overId)!;
  target.list.splice(target.index + (to > from ? 1 : 0), 0, node);
  return next;
}
