import { Route, Routes } from 'react-router-dom';
import { PRINT_PATHS } from '../../ui';
import { GroupFormPage } from './components/group-form-page';
import { GroupPage } from './components/group-page';
import { GroupsPage } from './components/groups-page';
import { GroupPrintPage } from './components/print-pages';
import { ResultsPage } from './components/results-page';

/**
 * The console's groups area: /yonetim/gruplar (folders, search, settings), gruplar/yeni,
 * gruplar/:id (lots), gruplar/:id/duzenle, gruplar/:id/sonuclar and the group's papers
 * (gruplar/:id/katalog, /etiketler, /teklif-kagidi).
 */
export default function AuctionsArea() {
  return (
    <Routes>
      <Route index element={<GroupsPage />} />
      <Route path="yeni" element={<GroupFormPage />} />
      <Route path=":id" element={<GroupPage />} />
      <Route path=":id/duzenle" element={<GroupFormPage />} />
      <Route path=":id/sonuclar" element={<ResultsPage />} />
      <Route path={`:id/${PRINT_PATHS.catalogue}`} element={<GroupPrintPage kind="catalogue" />} />
      <Route path={`:id/${PRINT_PATHS.labels}`} element={<GroupPrintPage kind="labels" />} />
      <Route
        path={`:id/${PRINT_PATHS['bid-sheet']}`}
        element={<GroupPrintPage kind="bid-sheet" />}
      />
    </Routes>
  );
}
