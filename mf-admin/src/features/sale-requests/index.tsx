import { SectionNotFound } from '@kanat/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { SaleRequestsPage } from './components/sale-requests-page';

/** The console's sale requests: `satis-talepleri`. */
export default function SaleRequestsArea() {
  return (
    <Routes>
      <Route index element={<SaleRequestsPage />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
