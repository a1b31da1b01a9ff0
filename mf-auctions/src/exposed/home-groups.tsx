import { HomeGroupsSection } from '../features/auctions/components/home-groups-section';

/** Home-page widget: ongoing group auctions. */
export default function HomeGroups() {
  return <HomeGroupsSection />;
}
