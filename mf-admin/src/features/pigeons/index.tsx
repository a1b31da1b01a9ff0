import { SectionNotFound } from '@kanat/shared/ui';
import { Route, Routes } from 'react-router-dom';
import { EditPigeonPage, NewPigeonPage } from './components/pigeon-form-page';
import { PigeonsListPage } from './components/pigeons-list-page';

/** The console's pigeons: `guvercinler`, `guvercinler/yeni`, `guvercinler/:id`. */
export default function PigeonsArea() {
  return (
    <Routes>
      <Route index element={<PigeonsListPage />} />
      <Route path="yeni" element={<NewPigeonPage />} />
      <Route path=":id" element={<EditPigeonPage />} />
      <Route path="*" element={<SectionNotFound />} />
    </Routes>
  );
}
