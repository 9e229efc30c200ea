/**
 * The store, written once for both databases: each statement appears a single time, in the
 * module of its concern under queries/, and the dialect (database.ts) supplies what SQLite and
 * PostgreSQL spell differently. This class only binds those statements to one database.
 */
import type { Database } from './database.ts';
import { deskStore, type DeskStore } from '../desk/storage/index.ts';
import * as formEvents from './queries/form-events.ts';
import * as formVersions from './queries/form-versions.ts';
import * as limits from './queries/limits.ts';
import { migrate } from './queries/migrate.ts';
import * as outbox from './queries/outbox.ts';
import * as submissions from './queries/submissions.ts';
import type { FormVersionStore, Store } from './store.ts';

/** The parameters of a Store method, for the one-line bindings below. */
type Args<K extends keyof Store> = Store[K] extends (...args: infer A) => unknown ? A : never;

export class SqlStore implements Store {
  readonly kind: 'sqlite' | 'postgres';
  readonly desk: DeskStore;
  readonly versions: FormVersionStore;
  protected readonly db: Database;

  constructor(db: Database) {
    this.db = db;
    this.kind = db.dialect.kind;
    this.desk = deskStore(db);
    this.versions = {
      save: (versions, at) => formVersions.saveFormVersions(db, versions, at),
      byId: (ids) => formVersions.formVersionsById(db, ids),
      ofForm: (formId) => formVersions.formVersionsOf(db, formId),
      unversioned: () => formVersions.unversionedLeads(db),
      recordLeadVersions: (versions) => formVersions.recordLeadVersions(db, versions),
      leadsAnswering: (formId, items) => formVersions.leadsAnswering(db, formId, items),
    };
  }

  migrate(through?: number) {
    return migrate(this.db, through);
  }

  async ping(): Promise<void> {
    await this.db.all('SELECT 1 AS ok');
  }

  insertSubmission(...args: Args<'insertSubmission'>) {
    return submissions.insertSubmission(this.db, ...args);
  }
  findByIdempotencyKey(...args: Args<'findByIdempotencyKey'>) {
    return submissions.findByIdempotencyKey(this.db, ...args);
  }
  getSubmission(...args: Args<'getSubmission'>) {
    return submissions.getSubmission(this.db, ...args);
  }
  listSubmissions(...args: Args<'listSubmissions'>) {
    return submissions.listSubmissions(this.db, ...args);
  }
  submissionsOfForm(...args: Args<'submissionsOfForm'>) {
    return submissions.submissionsOfForm(this.db, ...args);
  }
  allSubmissions() {
    return submissions.allSubmissions(this.db);
  }
  deleteSubmissions(...args: Args<'deleteSubmissions'>) {
    return submissions.deleteSubmissions(this.db, ...args);
  }
  idsOlderThan(...args: Args<'idsOlderThan'>) {
    return submissions.idsOlderThan(this.db, ...args);
  }
  withdrawMarketing(...args: Args<'withdrawMarketing'>) {
    return submissions.withdrawMarketing(this.db, ...args);
  }
  countsSince(...args: Args<'countsSince'>) {
    return submissions.countsSince(this.db, ...args);
  }

  claimDueJobs(...args: Args<'claimDueJobs'>) {
    return outbox.claimDueJobs(this.db, ...args);
  }
  releaseStaleLeases() {
    return outbox.releaseStaleLeases(this.db);
  }
  markSent(...args: Args<'markSent'>) {
    return outbox.markSent(this.db, ...args);
  }
  markRetry(...args: Args<'markRetry'>) {
    return outbox.markRetry(this.db, ...args);
  }
  markDead(...args: Args<'markDead'>) {
    return outbox.markDead(this.db, ...args);
  }
  jobsOf(...args: Args<'jobsOf'>) {
    return outbox.jobsOf(this.db, ...args);
  }
  retryDead(...args: Args<'retryDead'>) {
    return outbox.retryDead(this.db, ...args);
  }
  deliveryFigures() {
    return outbox.deliveryFigures(this.db);
  }
  changeDeliveryAlert(...args: Args<'changeDeliveryAlert'>) {
    return outbox.changeDeliveryAlert(this.db, ...args);
  }
  deliveryAlert() {
    return outbox.deliveryAlert(this.db);
  }

  hitRateLimit(...args: Args<'hitRateLimit'>) {
    return limits.hitRateLimit(this.db, ...args);
  }
  pruneRateLimit(...args: Args<'pruneRateLimit'>) {
    return limits.pruneRateLimit(this.db, ...args);
  }
  countConfirmation(...args: Args<'countConfirmation'>) {
    return limits.countConfirmation(this.db, ...args);
  }
  pruneConfirmations(...args: Args<'pruneConfirmations'>) {
    return limits.pruneConfirmations(this.db, ...args);
  }

  addFormEvents(...args: Args<'addFormEvents'>) {
    return formEvents.addFormEvents(this.db, ...args);
  }
  formEventTotals(...args: Args<'formEventTotals'>) {
    return formEvents.formEventTotals(this.db, ...args);
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
