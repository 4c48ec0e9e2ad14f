// dnd-kit's keyboard sensor moves a lifted card by coordinates; on a board, ← and → jump to the
// neighbouring column's drop zone instead of nudging the card 25 px.
import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

export const columnJump: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const rect = context.collisionRect;
  if (!rect || (event.code !== 'ArrowLeft' && event.code !== 'ArrowRight')) return undefined;
  event.preventDefault();
  const centre = rect.left + rect.width / 2;
  const zones = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  const target = event.code === 'ArrowRight'
    ? zones.find((z) => z.left > centre)
    : [...zones].reverse().find((z) => z.left + z.width < centre);
  if (!target) return undefined;
  return { x: currentCoordinates.x + (target.left + 8 - rect.left), y: currentCoordinates.y + (target.top + 8 - rect.top) };
};
