import { describe, expect, it } from 'vitest';
import { buildTree, dropOn, flatten, indent, moveAmongSiblings, outdent, toOrder } from '../../src/web/screens/reorder/tree-model';

const rows = [
  { id: 1, parent: null, order: 2, title: 'B', description: '' },
  { id: 2, parent: null, order: 1, title: 'A', description: '' },
  { id: 3, parent: 1, order: null, title: 'B1', description: '' },
  { id: 4, parent: 1, order: 1, title: 'B0', description: '' },
  { id: 5, parent: 99, order: 3, title: 'huérfano', description: '' },
];
const shape = (f: ReturnType<typeof buildTree>) => flatten(f).map((x) => `${'-'.repeat(x.depth)}${x.node.title}`);

describe('reorder tree', () => {
  it('builds the stored order: positions ascending, unset last; unknown parents at the top', () => {
    expect(shape(buildTree(rows))).toEqual(['A', 'B', '-B0', '-B1', 'huérfano']);
  });
  it('moves among siblings, nests and un-nests', () => {
    const t = buildTree(rows);
    expect(shape(moveAmongSiblings(t, 1, -1))).toEqual(['B', '-B0', '-B1', 'A', 'huérfano']);
    expect(shape(indent(t, 1))).toEqual(['A', '-B', '--B0', '--B1', 'huérfano']);
    expect(shape(outdent(t, 4))).toEqual(['A', 'B', '-B1', 'B0', 'huérfano']);
    expect(moveAmongSiblings(t, 2, -1)).toBe(t); // already first
  });
  it('drops before or after the target, never into its own subtree', () => {
    const t = buildTree(rows);
    expect(shape(dropOn(t, 2, 3))).toEqual(['B', '-B0', '-B1', '-A', 'huérfano']);
    expect(shape(dropOn(t, 5, 2))).toEqual(['huérfano', 'A', 'B', '-B0', '-B1']);
    expect(dropOn(t, 1, 3)).toBe(t);
  });
  it('writes the order depth-first with parents', () => {
    expect(toOrder(indent(buildTree(rows), 1))).toEqual([
      { id: 2, parent_id: null }, { id: 1, parent_id: 2 }, { id: 4, parent_id: 1 }, { id: 3, parent_id: 1 }, { id: 5, parent_id: null },
    ]);
  });
});
