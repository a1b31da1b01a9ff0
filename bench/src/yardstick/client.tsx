// The yardstick's browser entry: hydrates the server's HTML with the data written beside it.
import { hydrateRoot } from 'react-dom/client';
import { App, type YardstickData } from './app';

const data = JSON.parse(document.getElementById('data')?.textContent ?? '{}') as YardstickData;
const root = document.getElementById('root');
if (root) hydrateRoot(root, <App data={data} />);
