import { SectionNotFound } from '@kanat/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { SignalsPage } from './components/signals-page';

/**
 * The console's bidder trust signals: `guven-sinyalleri` (area `members`). A lot's bids, where
 * a bid is annulled, are the area of `lot-bids-area.tsx` (`teklifler/:auctionId`).
 */
export default function TrustSignalsArea() {
  return (
    <Routes>
      <Route index element={<SignalsPage />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
