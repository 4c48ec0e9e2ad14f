export { BookingScreen } from './booking-screen';
export { CalendarScreen, TicketsCalendarScreen } from './calendar-screens';
