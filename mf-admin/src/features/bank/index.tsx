import { Route, Routes } from 'react-router-dom';
import { BankPage } from './components/bank-page';
import { BankImportPage } from './components/import-page';

/** The bank's statement (issue 33, area `accounts`): /yonetim/banka and :id, an earlier import. */
export default function BankArea() {
  return (
    <Routes>
      <Route index element={<BankPage />} />
      <Route path=":id" element={<BankImportPage />} />
    </Routes>
  );
}
