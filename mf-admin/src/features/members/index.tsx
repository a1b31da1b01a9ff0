import { Route, Routes } from 'react-router-dom';
import { MemberPage } from './components/member-page';
import { MembersPage } from './components/members-page';

/** The console's members area: /yonetim/uyeler and /yonetim/uyeler/:uid. */
export default function MembersArea() {
  return (
    <Routes>
      <Route index element={<MembersPage />} />
      <Route path=":uid" element={<MemberPage />} />
    </Routes>
  );
}
