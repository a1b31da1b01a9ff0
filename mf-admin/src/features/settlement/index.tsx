import { Route, Routes } from 'react-router-dom';
import { SaleTermsPage } from './components/sale-terms-page';

/** The console's settlement area (issue 33): /yonetim/satis-sartlari, the site's terms. */
export default function SettlementArea() {
  return (
    <Routes>
      <Route index element={<SaleTermsPage />} />
    </Routes>
  );
}
