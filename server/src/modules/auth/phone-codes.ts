import { fill, messages } from '@kanat/shared/i18n/full';
import { and, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { type CodePurpose, verificationCodes } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuthDeps } from './auth-context';
import { authPolicy, type RateLimit } from './auth-policy';
import { attempt, consume } from './rate-limit';
import { codeMatches, hashCode, newNumericCode } from './tokens';

export interface CodeRequest {
  purpose: CodePurpose;
  /** The phone the code goes to. */
  target: string;
  userId: string;
  deviceId: string;
  ip: string;
}

export interface PendingCode {
  resendAvailableAt: number;
  expiresAt: number;
}

const quota = () => new AppError('resource-exhausted', messages.mfa.quotaExceeded);

/**
 * The codes sent to `phone` for one user on one device. A code proves something only on the
 * device that asked for it, so every lookup here narrows to these.
 */
function sentTo(phone: string, userId: string, deviceId: string): SQL[] {
  return [
    eq(verificationCodes.target, phone),
    eq(verificationCodes.userId, userId),
    eq(verificationCodes.deviceId, deviceId),
  ];
}

/** What names one code exchange: the same purpose, phone, user and device. */
type Exchange = Pick<CodeRequest, 'purpose' | 'target' | 'userId' | 'deviceId'>;

/**
 * The newest code of an exchange. Only this one counts: asking again and answering both look
 * at it alone, so an older code can neither be resent nor accepted.
 */
async function latestCode(db: Db, exchange: Exchange) {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, exchange.purpose),
        ...sentTo(exchange.target, exchange.userId, exchange.deviceId),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return latest;
}

function smsText(purpose: CodePurpose, code: string): string {
  const template =
    purpose === 'password-reset' ? messages.accountServer.resetSms : messages.accountServer.codeSms;
  return fill(template, { code });
}

/**
 * Reset codes may be asked for by anyone who knows the phone; sign-in codes only after the
 * password (or during registration, by the session that registers). Separate budgets, so a
 * flood of reset requests never stops the owner's sign-in code.
 */
function smsBudget(purpose: CodePurpose, factor: number) {
  const { limits } = authPolicy;
  return purpose === 'password-reset'
    ? { key: 'sms:reset:phone', limit: limits.resetSmsPerPhone }
    : { key: 'sms:sign-in:phone', limit: scaled(limits.signInSmsPerPhone, factor) };
}

/** `limit` with `factor` times the count (config.smsBudgetFactor, 1 but for the browser tests). */
function scaled(limit: RateLimit, factor: number): RateLimit {
  return factor === 1 ? limit : { ...limit, limit: limit.limit * factor };
}

/**
 * Sends a code to `target`, or hands back the pending one: a request younger than 180 s
 * (SPEC §4) returns the same resend time and sends nothing. New codes count against the
 * per-phone and per-IP SMS limits.
 */
export async function requestCode(
  { db, sms, smsBudgetFactor }: AuthDeps,
  request: CodeRequest,
  now = Date.now(),
): Promise<PendingCode> {
  const code = newNumericCode(authPolicy.codeDigits);
  const issued = await db.transaction(async (tx) => {
    // One code exchange per user at a time: concurrent requests queue on the user row.
    await tx.execute(sql`select id from users where id = ${request.userId} for update`);
    const latest = await latestCode(tx, request);
    if (latest !== undefined && latest.resendAt.getTime() > now) {
      const live =
        latest.consumedAt === null &&
        latest.expiresAt.getTime() > now &&
        latest.attempts < authPolicy.codeMaxAttempts;
      if (live) {
        return {
          fresh: false,
          resendAvailableAt: latest.resendAt.getTime(),
          expiresAt: latest.expiresAt.getTime(),
          id: latest.id,
        };
      }
      // Burned by wrong answers: no new code before the resend time, or the attempt limit
      // would mean nothing.
      if (latest.verifiedAt === null) throw quota();
    }
    const { limits } = authPolicy;
    const perPhone = smsBudget(request.purpose, smsBudgetFactor);
    if (!(await consume(tx, `${perPhone.key}:${request.target}`, perPhone.limit, now))) {
      throw quota();
    }
    if (
      !(await consume(tx, `sms:ip:${request.ip}`, scaled(limits.smsPerIp, smsBudgetFactor), now))
    ) {
      throw quota();
    }
    const resendAt = now + authPolicy.codeResendMs;
    const expiresAt = now + authPolicy.codeTtlMs;
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        purpose: request.purpose,
        target: request.target,
        userId: request.userId,
        deviceId: request.deviceId,
        codeHash: hashCode(code),
        createdAt: new Date(now),
        resendAt: new Date(resendAt),
        expiresAt: new Date(expiresAt),
      })
      .returning({ id: verificationCodes.id });
    if (row === undefined) throw new AppError('internal');
    return { fresh: true, resendAvailableAt: resendAt, expiresAt, id: row.id };
  });

  if (issued.fresh) {
    try {
      await sms.send(db, {
        to: request.target,
        text: smsText(request.purpose, code),
        purpose: request.purpose,
      });
    } catch (error) {
      // Nothing reached the phone: let the user ask again at once.
      await db.delete(verificationCodes).where(eq(verificationCodes.id, issued.id));
      throw error;
    }
  }
  return { resendAvailableAt: issued.resendAvailableAt, expiresAt: issued.expiresAt };
}

export interface CodeAnswer {
  purpose: CodePurpose;
  target: string;
  userId: string;
  deviceId: string;
  answer: string;
  ip: string;
}

const answerPattern = new RegExp(`^\\d{${authPolicy.codeDigits}}$`);

/**
 * Checks an answer against the latest code for (purpose, phone, user, device). Every answer
 * counts as an attempt; the fifth wrong one burns the code. Throws the callable errors of
 * server/README.md ("Accounts, second factor, staff"): INVALID_ARGUMENT 'Cevap geçersiz.',
 * PERMISSION_DENIED 'Cevap kabul edilmedi.', RESOURCE_EXHAUSTED once burned,
 * FAILED_PRECONDITION without a live code.
 */
export async function verifyCode(db: Db, input: CodeAnswer, now = Date.now()): Promise<void> {
  const answer = input.answer.trim();
  if (!answerPattern.test(answer))
    throw new AppError('invalid-argument', messages.mfa.answerInvalid);
  // Only wrong answers count against the address.
  const result = await attempt(
    db,
    [{ key: `code-fail:ip:${input.ip}`, limit: authPolicy.limits.codeFailuresPerIp }],
    () => checkAnswer(db, input, answer, now),
    now,
  );
  if (result.refused) throw quota();
  if (result.outcome === null) {
    throw new AppError('permission-denied', messages.mfa.answerNotAccepted);
  }
}

/** The answer against the latest code: 'right', or null for a wrong one. */
async function checkAnswer(
  db: Db,
  input: CodeAnswer,
  answer: string,
  now: number,
): Promise<'right' | null> {
  const latest = await latestCode(db, input);
  if (latest === undefined)
    throw new AppError('failed-precondition', messages.accountServer.codeExpired);
  if (latest.attempts >= authPolicy.codeMaxAttempts && latest.verifiedAt === null) throw quota();
  if (latest.consumedAt !== null || latest.expiresAt.getTime() <= now) {
    throw new AppError('failed-precondition', messages.accountServer.codeExpired);
  }

  // Counting first, in one conditional update, means parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, latest.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, authPolicy.codeMaxAttempts),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  if (counted === undefined) throw quota();

  if (codeMatches(answer, latest.codeHash)) {
    const [used] = await db
      .update(verificationCodes)
      .set({ consumedAt: new Date(now), verifiedAt: new Date(now) })
      .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (used === undefined)
      throw new AppError('failed-precondition', messages.accountServer.codeExpired);
    return 'right';
  }

  if (counted.attempts >= authPolicy.codeMaxAttempts) {
    await db
      .update(verificationCodes)
      .set({ consumedAt: new Date(now) })
      .where(eq(verificationCodes.id, latest.id));
  }
  return null;
}

/**
 * Whether (user, device) answered a code sent to `phone` within the last 10 minutes: the
 * proof registration and key registration ask for.
 */
export async function hasPhoneProof(
  db: Db,
  input: { purposes: CodePurpose[]; phone: string; userId: string; deviceId: string },
  now = Date.now(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        inArray(verificationCodes.purpose, input.purposes),
        ...sentTo(input.phone, input.userId, input.deviceId),
        gt(verificationCodes.verifiedAt, new Date(now - authPolicy.phoneProofMs)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
