import { Route, Routes } from 'react-router-dom';
import { SaleAccountsPage } from './components/sale-page';
import { SettlementSalesPage } from './components/sales-page';

/**
 * The console's accounts after the hammer (issue 33, area `settlement`): /yonetim/hesaplar
 * (the sales with statements) and :kind/:id (a sale's balance and statements).
 */
export default function SettlementAccountsArea() {
  return (
    <Routes>
      <Route index element={<SettlementSalesPage />} />
      <Route path=":kind/:id" element={<SaleAccountsPage />} />
    </Routes>
  );
}
