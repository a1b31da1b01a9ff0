import type { MediaPurpose } from '@kanat/shared/contracts';
import { STAFF_AREAS, type StaffArea } from '@kanat/shared/rules';
import type { FastifyRequest } from 'fastify';
import { assertAccess, assertStaffRoles, type StaffAccess } from '../../plugins/callable';

/**
 * The `onRequest` hook of a staff plain route: the same check as a staff callable's `access`
 * (a signed-in, verified, enabled member holding a role of the area), before the body is read.
 */
export function requireStaffSession(access: StaffAccess) {
  return async (request: FastifyRequest): Promise<void> => {
    assertAccess(access, request.sessionUser);
  };
}

/** The console area each upload is for: its roles may upload it (issue 30). */
export const mediaPurposeAreas: Record<MediaPurpose, StaffArea> = {
  'pigeon-photo': 'pigeons',
  pedigree: 'pigeons',
  'dna-certificate': 'pigeons',
  'group-photo': 'auctions',
  'news-picture': 'news',
  'news-inline': 'news',
  gallery: 'gallery',
  slider: 'corporatePages',
  'slider-mobile': 'corporatePages',
  sponsor: 'corporatePages',
  logo: 'siteSettings',
  'sale-request-photo': 'saleRequests',
  'pigeon-video': 'pigeons',
};

/** Refuses a staff upload for a purpose outside the uploader's areas. */
export function assertMayUpload(request: FastifyRequest, purpose: MediaPurpose): void {
  const user = request.sessionUser;
  if (user !== null) assertStaffRoles(user, STAFF_AREAS[mediaPurposeAreas[purpose]]);
}
