export { BirthdaysScreen } from './birthdays-screen';
