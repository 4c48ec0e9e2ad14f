export { ReorderScreen, reorderFields } from './reorder-screen';
export { buildTree, dropOn, flatten, indent, moveAmongSiblings, outdent, toOrder } from './tree-model';
