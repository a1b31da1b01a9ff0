import { Navigate, Route, Routes } from 'react-router-dom';
import { SellerStatementPage } from './components/seller-statement-page';
import { SETTLEMENT_ROOT } from './statement-words';

/** /yonetim/satici-belgeleri/:id: a seller's statement (area `settlement`; payouts `accounts`). */
export default function SellerStatementsArea() {
  return (
    <Routes>
      {/* No list of its own: the statements are found through their sale. */}
      <Route index element={<Navigate to={SETTLEMENT_ROOT} replace />} />
      <Route path=":id" element={<SellerStatementPage />} />
    </Routes>
  );
}
