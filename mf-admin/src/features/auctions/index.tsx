import { Route, Routes } from 'react-router-dom';
import { GroupFormPage } from './components/group-form-page';
import { GroupPage } from './components/group-page';
import { GroupsPage } from './components/groups-page';
import { ResultsPage } from './components/results-page';

/**
 * The console's groups area: /yonetim/gruplar (folders, search, settings), gruplar/yeni,
 * gruplar/:id (lots), gruplar/:id/duzenle and gruplar/:id/sonuclar.
 */
export default function AuctionsArea() {
  return (
    <Routes>
      <Route index element={<GroupsPage />} />
      <Route path="yeni" element={<GroupFormPage />} />
      <Route path=":id" element={<GroupPage />} />
      <Route path=":id/duzenle" element={<GroupFormPage />} />
      <Route path=":id/sonuclar" element={<ResultsPage />} />
    </Routes>
  );
}
