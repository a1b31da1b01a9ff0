import { fetchBanner } from '@kanat/shared/api';

/** `GET /api/banner`: what the site shows now. */
export const getBanner = fetchBanner;
