// The calendar page, loaded as an on-demand chunk of its own (exposed/routes.tsx).
export { CalendarPage } from './components/calendar-page';
