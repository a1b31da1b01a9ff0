import { formatMoney } from '@kanat/shared/format';
import { fill, messages } from '@kanat/shared/i18n/full';
import { HALL_STEP_MAX, HALL_STEP_MIN } from '@kanat/shared/rules';
import { AppError } from '../../errors';

const t = messages.hallFloor;

/** The hall mezat's refusals, in Turkish; `details` carry what a screen needs to go on. */
export const hallErrors = {
  saleNotFound: () => new AppError('not-found', t.saleNotFound),
  lotNotFound: () => new AppError('not-found', t.lotNotFound),
  leaseHeld: (name: string) => new AppError('failed-precondition', fill(t.leaseHeld, { name })),
  leaseLost: () => new AppError('failed-precondition', t.leaseLost, { leaseLost: true }),
  saleNotScheduled: () => new AppError('failed-precondition', t.saleNotScheduled),
  saleEnded: () => new AppError('failed-precondition', t.saleEnded),
  saleNotRunning: () => new AppError('failed-precondition', t.saleNotRunning),
  lotOnBlock: () => new AppError('failed-precondition', t.lotOnBlock),
  lotNotWaiting: () => new AppError('failed-precondition', t.lotNotWaiting),
  lotNotOpen: () => new AppError('failed-precondition', t.lotNotOpen),
  /** A bid whose price is no longer the asking price: the new asking price goes with it. */
  tooLate: (askingPrice: number, version: number) =>
    new AppError('failed-precondition', fill(t.tooLate, { asking: formatMoney(askingPrice) }), {
      tooLate: true,
      askingPrice,
      version,
    }),
  versionChanged: (version: number) =>
    new AppError('failed-precondition', t.versionChanged, { version }),
  noStandingBid: () => new AppError('failed-precondition', t.noStandingBid),
  buyerPaddleRequired: () => new AppError('invalid-argument', t.buyerPaddleRequired),
  alreadySold: (price: number) =>
    new AppError('failed-precondition', fill(t.alreadySold, { price: formatMoney(price) }), {
      sold: true,
      soldPrice: price,
    }),
  alreadyPassed: () => new AppError('failed-precondition', t.alreadyPassed, { passed: true }),
  nothingToUndo: () => new AppError('failed-precondition', t.nothingToUndo),
  paddleInvalid: () => new AppError('invalid-argument', t.paddleInvalid),
  stepInvalid: () =>
    new AppError(
      'invalid-argument',
      fill(t.stepInvalid, { min: formatMoney(HALL_STEP_MIN), max: formatMoney(HALL_STEP_MAX) }),
    ),
  ownPigeon: () => new AppError('permission-denied', t.ownPigeon),
  alreadyLeading: () => new AppError('failed-precondition', t.alreadyLeading),
};
