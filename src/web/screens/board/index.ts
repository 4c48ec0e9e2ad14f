export { BoardsScreen } from './boards-screen';
export { KanbanScreen, type KanbanScreenProps } from './kanban-screen';
export { Avatar, DueDate, ScaleMark } from './card-parts';
