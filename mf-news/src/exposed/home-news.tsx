import { HomeNewsSection } from '../features/news/components/home-news-section';

/** Home-page widget: the latest news. */
export default function HomeNews() {
  return <HomeNewsSection />;
}
