import { createRoot } from 'react-dom/client';
import Routes from './exposed/routes';
createRoot(document.getElementById('root')!).render(<Routes />);
