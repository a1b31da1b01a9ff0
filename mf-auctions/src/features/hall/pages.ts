// The hall mezat's three pages, loaded together as one on-demand chunk (exposed/routes.tsx).
export { HallSalePage } from './components/hall-sale-page';
export { HallSalesPage } from './components/hall-sales-page';
export { HallScreenPage } from './components/hall-screen-page';
