import { Route, Routes } from 'react-router-dom';
import { LegalEditPage } from './components/legal-edit-page';
import { LegalListPage } from './components/legal-list-page';

/** The console's legal texts: /yonetim/yasal-metinler and /yasal-metinler/:kind. */
export default function LegalArea() {
  return (
    <Routes>
      <Route index element={<LegalListPage />} />
      <Route path=":kind" element={<LegalEditPage />} />
    </Routes>
  );
}
