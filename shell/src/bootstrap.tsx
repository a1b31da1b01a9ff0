import { createRoot } from 'react-dom/client';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, Suspense } from 'react';
import { bus } from '@kanat/shared/events';

const News = lazy(async () => {
  const m = await loadRemote<{ default: () => JSX.Element }>('mf_news/routes');
  if (!m) throw new Error('no remote');
  return m;
});
(window as any).__bus = bus;
createRoot(document.getElementById('root')!).render(<Suspense fallback={<p>Yükleniyor...</p>}><h1>Shell</h1><News /></Suspense>);
