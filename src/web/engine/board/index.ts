// Public surface of the board view: the generic board of a resource's `views.board`, its pure model
// and data hooks, and the card pieces other screens reuse (the ticket page's avatars and dates).
export { BoardView, type BoardViewProps } from './board-view';
export { useBoard, hiddenColumnsKey, PAGE, type BoardOptions } from './use-board';
export { useBoards, useBoardCards, boardParams, boardResourceOf, BOARD_LIMIT } from './data';
export * from './model';
export * from './filters';
export { columnDot } from './column';
export { Avatar, Avatars, DueDate, ScaleMark } from './card-parts';
