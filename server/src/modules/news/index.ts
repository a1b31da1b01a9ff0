// The news module's front door: what other modules, app.ts and the commands may use.
export { editNews, publishNews, removeNews } from './news-editor';
export { sanitizeNewsHtml } from './news-html';
export { selectNewsBody, selectNewsById, visibleNews } from './news-repository';
export { listLatestNews, parseNewsId } from './news-service';
export { htmlToText, newsSearchFields } from './news-text';
export { newsRoutes } from './routes';
export { requireNewsRecord, type StaffNewsItem, staffNewsItem } from './staff-item';
