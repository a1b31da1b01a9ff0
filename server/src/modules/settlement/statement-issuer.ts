import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection';
import { PeriodicPass } from '../../periodic-pass';
import { type IssuePassResult, runIssuePass } from './issue-statements';
import { runOverduePass } from './overdue-pass';
import { runReminderPass } from './reminder-pass';
import { expireSecondChanceOffers } from './second-chance';

/**
 * Issues the statements of finished sales (and queues their members' notices), marks the
 * overdue ones, expires second-chance offers past their time and queues the payment reminders
 * every `intervalMs` once the server listens, on the
 * one instance that `leads` says runs the periodic work (the closing scheduler's lease); tests
 * call `runOnce()`. Two instances settling together would still be safe: each sale is settled
 * under its row's lock and every lot has one standing line (a unique key).
 */
export class StatementIssuer extends PeriodicPass<IssuePassResult> {
  constructor(
    db: Db,
    log: Pick<FastifyBaseLogger, 'error'>,
    private readonly leads: () => boolean,
    intervalMs = 10_000,
  ) {
    super(
      async () => {
        const result = await runIssuePass(db);
        await runOverduePass(db);
        await expireSecondChanceOffers(db);
        await runReminderPass(db);
        return result;
      },
      log,
      'Alım ve satış belgesi düzenleme turu başarısız',
      intervalMs,
    );
  }

  protected override async mayRun(): Promise<boolean> {
    return this.leads();
  }
}
