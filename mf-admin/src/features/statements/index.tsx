import { Route, Routes } from 'react-router-dom';
import { SaleAccountsPage } from './components/sale-page';
import { SaleReportCopyPage } from './components/sale-report-page';
import { SettlementSalesPage } from './components/sales-page';

/**
 * The console's accounts after the hammer (issue 33, area `settlement`): /yonetim/hesaplar
 * (the sales with statements), :kind/:id (a sale's balance and statements) and
 * :kind/:id/rapor (its sale report with the sellers named).
 */
export default function SettlementAccountsArea() {
  return (
    <Routes>
      <Route index element={<SettlementSalesPage />} />
      <Route path=":kind/:id" element={<SaleAccountsPage />} />
      <Route path=":kind/:id/rapor" element={<SaleReportCopyPage />} />
    </Routes>
  );
}
