export { BoardsScreen } from './boards-screen';
export { KanbanScreen, type KanbanScreenProps } from './kanban-screen';
// The ticket page draws people, priorities and due dates as the board's cards do.
export { Avatar, DueDate, ScaleMark } from '../../engine/board';
