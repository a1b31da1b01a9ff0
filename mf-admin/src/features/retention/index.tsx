import { SectionNotFound } from '@kanat/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { RetentionPage } from './components/retention-page';

/** The console's retention periods (issue 35, KVKK): `saklama-sureleri`, administrators. */
export default function RetentionArea() {
  return (
    <Routes>
      <Route index element={<RetentionPage />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
