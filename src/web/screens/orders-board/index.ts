export { OrdersBoardScreen } from './orders-board-screen';
