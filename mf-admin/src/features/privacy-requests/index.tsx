import { SectionNotFound } from '@kanat/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { PrivacyRequestsPage } from './components/privacy-requests-page';

/** The console's KVKK applications: `kvkk-basvurulari`. */
export default function PrivacyRequestsArea() {
  return (
    <Routes>
      <Route index element={<PrivacyRequestsPage />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
