import { SectionNotFound } from '@kanat/shared/ui';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LotBidsPage } from './components/lot-bids-page';
import { SIGNALS_ROOT } from './trust-paths';

/** /yonetim/teklifler/:auctionId: a lot's bids, where staff annul one (area `auctions`). */
export default function LotBidsArea() {
  return (
    <Routes>
      {/* No list of its own: a lot's bids are reached from its signals or its group. */}
      <Route index element={<Navigate to={SIGNALS_ROOT} replace />} />
      <Route path=":auctionId" element={<LotBidsPage />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
