import { Route, Routes } from 'react-router-dom';
import { PRINT_PATHS } from '../../ui';
import { FloorPage } from './components/floor-page';
import { HallPrintPage } from './components/print-pages';
import { ResultsPage } from './components/results-page';
import { SaleFormPage } from './components/sale-form-page';
import { SalePage } from './components/sale-page';
import { SalesPage } from './components/sales-page';

/**
 * The hall mezat's area (canlı mezat, issue 32): /yonetim/canli-mezat (the sales), yeni,
 * :id (its lots), :id/duzenle, :id/yonet (the clerk's console), :id/sonuclar and its papers
 * (:id/katalog, /etiketler, /teklif-kagidi).
 */
export default function HallSalesArea() {
  return (
    <Routes>
      <Route index element={<SalesPage />} />
      <Route path="yeni" element={<SaleFormPage />} />
      <Route path=":id" element={<SalePage />} />
      <Route path=":id/duzenle" element={<SaleFormPage />} />
      <Route path=":id/yonet" element={<FloorPage />} />
      <Route path=":id/sonuclar" element={<ResultsPage />} />
      <Route path={`:id/${PRINT_PATHS.catalogue}`} element={<HallPrintPage kind="catalogue" />} />
      <Route path={`:id/${PRINT_PATHS.labels}`} element={<HallPrintPage kind="labels" />} />
      <Route
        path={`:id/${PRINT_PATHS['bid-sheet']}`}
        element={<HallPrintPage kind="bid-sheet" />}
      />
    </Routes>
  );
}
