export { DianBoardScreen } from './dian-board-screen';
