import { Route, Routes } from 'react-router-dom';
import { NewsEditPage } from './components/news-edit-page';
import { NewsListPage } from './components/news-list-page';

/** The console's news area: /yonetim/haberler, /haberler/yeni and /haberler/:id. */
export default function NewsArea() {
  return (
    <Routes>
      <Route index element={<NewsListPage />} />
      <Route path="yeni" element={<NewsEditPage />} />
      <Route path=":id" element={<NewsEditPage />} />
    </Routes>
  );
}
