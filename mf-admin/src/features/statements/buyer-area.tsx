import { Navigate, Route, Routes } from 'react-router-dom';
import { BuyerStatementPage } from './components/buyer-statement-page';
import { SETTLEMENT_ROOT } from './statement-words';

/** /yonetim/alim-belgeleri/:id: a buyer's statement (area `settlement`). */
export default function BuyerStatementsArea() {
  return (
    <Routes>
      {/* No list of its own: the statements are found through their sale. */}
      <Route index element={<Navigate to={SETTLEMENT_ROOT} replace />} />
      <Route path=":id" element={<BuyerStatementPage />} />
    </Routes>
  );
}
