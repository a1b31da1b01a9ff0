// The records page and the groups' sale reports, loaded together as one on-demand chunk
// (exposed/routes.tsx).
export { RecordsPage } from './components/records-page';
export { SaleReportPage } from './components/sale-report-page';
