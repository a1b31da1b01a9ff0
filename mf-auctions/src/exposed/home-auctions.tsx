import { HomeAuctionsSection } from '../features/auctions/components/home-auctions-section';

/** Home-page widget: ongoing open auctions. */
export default function HomeAuctions() {
  return <HomeAuctionsSection />;
}
