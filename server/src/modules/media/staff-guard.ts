import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors';

/** Staff-only plain routes: a signed-in, verified, enabled member with the staff role. */
export async function requireStaffSession(request: FastifyRequest): Promise<void> {
  const user = request.sessionUser;
  if (user === null) throw new AppError('unauthenticated');
  if (!user.staff || !user.phoneVerified || !user.accountEnabled) {
    throw new AppError('permission-denied');
  }
}
