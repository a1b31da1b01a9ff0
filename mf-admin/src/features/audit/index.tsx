import { Route, Routes } from 'react-router-dom';
import { AuditPage } from './components/audit-page';

/** The console's audit log: /yonetim/islem-kaydi. */
export default function AuditArea() {
  return (
    <Routes>
      <Route index element={<AuditPage />} />
    </Routes>
  );
}
