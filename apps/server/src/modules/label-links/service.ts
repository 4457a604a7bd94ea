import { randomBytes, randomInt } from 'node:crypto';
import type { CompanySlug } from '@brigade/domain/access/privilege';
import { messages } from '@brigade/domain/messages/catalogue';
import type { DriverRun, LabelLink, LabelLinkSecret, PublicLabels } from '@brigade/domain/schemas/dispatch';
import { AppError, notFound, unauthorised } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import type { Reader, Run } from '../dispatch/mapping.ts';
import { labelPagePath, toLabel, toLabelLink } from './mapping.ts';
import * as repo from './repository.ts';

// ADR 066: label links. A link shows one run's published stops (its labels: address, window and bags, no
// health data) to a courier without an account, behind a password that is shown once and kept only as its
// hash. Every try is counted before its password is checked, in one UPDATE … RETURNING, so parallel guesses
// cannot pass the limit: the 5th wrong password in a row locks the link for 15 minutes (429 even with the
// right password), and a right one forgives the count. An unknown link answers as a wrong password, after the
// same work, so the answers do not tell which links exist. A Logistics SUPER handles their own company's team's
// links only (403 otherwise); AP SUPER every team's.

const MAX_WRONG_TRIES = 5;
const LOCK_MS = 15 * 60_000;
/** Lowercase letters and digits a courier cannot mistake for one another (no 0/o, 1/l/i). */
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';

type RunParams = { team: string; date: string; identifier: string };
type Actor = Reader & { readonly username: string };

export interface LabelLinksDeps extends CoreDeps {
  /** A run's published stops in stop order (the dispatch module's tracking service). */
  tracking: { run(reader: Reader, params: RunParams): Promise<DriverRun> };
  /** The run a path names (400 when malformed), refused (403) to another company's Logistics user. */
  checkRun(reader: Reader, params: RunParams): Run;
}

/** 4 groups of 4 readable characters (about 79 bits), e.g. 'k7mq-2xwe-9hdt-pa4r'. */
function newPassword(): string {
  const group = () => Array.from({ length: 4 }, () => READABLE[randomInt(READABLE.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

const wrongPassword = () => unauthorised(messages.labelLinkPasswordWrong);

export function createLabelLinksService(deps: LabelLinksDeps) {
  const { db, clock, audit, tracking, checkRun } = deps;
  const entity = 'label_link';

  /** The link, refused (403) to a Logistics user of another company; 404 when there is none. */
  async function ownLink(reader: Reader, id: string): Promise<LabelLink> {
    const row = await repo.findLink(db, id);
    if (!row) throw notFound();
    const link = toLabelLink(row);
    checkRun(reader, link);
    return link;
  }

  return {
    async create(actor: Actor, params: RunParams): Promise<LabelLinkSecret> {
      const run = checkRun(actor, params);
      const id = randomBytes(16).toString('base64url');
      const password = newPassword();
      const passwordHash = await hashPassword(password);
      const createdAt = clock();
      await db.transaction(async (tx) => {
        await repo.insertLink(tx, {
          labelLinkId: id,
          ...run,
          passwordHash,
          createdBy: actor.user_id,
          createdAt,
        });
        await audit.record(
          { userId: actor.user_id, action: 'create', entity, entityId: id, change: run },
          tx,
        );
      });
      const link = { id, ...run, created_at: createdAt.toISOString(), created_by: actor.username };
      return { ...link, path: labelPagePath(id), password };
    },

    /** Newest first; a Logistics user sees their own company's team's links only. */
    async list(reader: Reader, date: string | undefined): Promise<{ items: LabelLink[] }> {
      const team = reader.user_category === 'LOGISTICS' ? reader.company_slug : undefined;
      const rows = await repo.findLinks(db, { date, team });
      return { items: rows.map(toLabelLink) };
    },

    /** A fresh password: the old one stops working, and the wrong tries and any lock are forgotten. */
    async newPassword(reader: Reader, id: string): Promise<LabelLinkSecret> {
      const link = await ownLink(reader, id);
      const password = newPassword();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        if (!(await repo.setPasswordHash(tx, id, passwordHash))) throw notFound();
        await audit.record({ userId: reader.user_id, action: 'password_change', entity, entityId: id }, tx);
      });
      return { ...link, path: labelPagePath(id), password };
    },

    async remove(reader: Reader, id: string): Promise<void> {
      const link = await ownLink(reader, id);
      await db.transaction(async (tx) => {
        if (!(await repo.deleteLink(tx, id))) throw notFound();
        await audit.record(
          { userId: reader.user_id, action: 'delete', entity, entityId: id, change: link },
          tx,
        );
      });
    },

    /** The courier's page: the run's labels for the right password (see the rule above). */
    async open(id: string, password: string): Promise<PublicLabels> {
      const now = clock();
      const claimed = await repo.claimTry(db, id, now, MAX_WRONG_TRIES, new Date(now.getTime() + LOCK_MS));
      if (!claimed) {
        const lock = await repo.lockOf(db, id);
        if (!lock) {
          await verifyAgainstDummy(password);
          throw wrongPassword();
        }
        const wait = Math.ceil(((lock.lockedUntil ?? now).getTime() - now.getTime()) / 1000);
        throw new AppError(429, 'RATE_LIMITED', messages.labelLinkTooManyTries, undefined, {
          'retry-after': String(Math.max(1, wait)),
        });
      }
      if (!(await verifyPassword(claimed.passwordHash, password))) throw wrongPassword();
      await repo.forgiveTries(db, id);
      // The link stands for its run's team: it reads the run as a Logistics user of that team would.
      const reader: Reader = {
        user_id: 0,
        user_category: 'LOGISTICS',
        company_slug: claimed.team as CompanySlug,
      };
      const run = await tracking.run(reader, claimed);
      return { team: run.team, date: run.date, identifier: run.identifier, labels: run.stops.map(toLabel) };
    },
  };
}

export type LabelLinksService = ReturnType<typeof createLabelLinksService>;
