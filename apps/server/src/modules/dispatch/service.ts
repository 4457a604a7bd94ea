import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import { messages } from '@brigade/domain/messages/catalogue';
import { applyStopOrder, checkStopOrder } from '@brigade/domain/logistics/tracking-flow';
import { TRACKING_STATUS_NAMES, type TrackingStatus } from '@brigade/domain/logistics/tracking-status';
import type { PutStopOrderRequest } from '@brigade/domain/schemas/dispatch';
import type { ConsignmentsResponse } from '@brigade/domain/schemas/logistics';
import { conflict, validationError } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { ConsignmentsService } from '../logistics/consignments-service.ts';
import type { MailService } from '../mail/service.ts';
import { runOfPath, toDispatchRun, type Reader, type Run } from './mapping.ts';
import * as repo from './repository.ts';

type RunParams = { team: string; date: string; identifier: string };

/**
 * The dispatcher's board (ADR 066): a run's plan in the saved stop order with its publish state and statuses,
 * the stop order itself, the export and the forced e-mail cycle of a date.
 */
export function createDispatchService(
  deps: CoreDeps & { consignments: ConsignmentsService; mail: MailService },
) {
  const { db, clock, audit, consignments, mail } = deps;

  /** The plan of a run in the saved stop order (pickupIndex 0, 1, … along it), with its dispatch state. */
  async function view(reader: Reader, params: RunParams): Promise<ConsignmentsResponse> {
    const run = runOfPath(reader, params);
    const planned = await consignments.ofTeam(reader, params);
    const [row, published] = await Promise.all([repo.runOf(db, run), repo.publishedOf(db, run)]);
    const ordered = applyStopOrder(planned.consignments, row?.stopOrder ?? []).map((c, pickupIndex) => ({
      ...c,
      pickupIndex,
    }));
    const latest = await repo.latestTracking(
      db,
      run.date,
      published.map((p) => p.code),
    );
    return { ...planned, consignments: ordered, run: toDispatchRun(row, latest) };
  }

  return {
    view,

    /** Keeps the dispatcher's stop order: every planned code once (422), the version read (409 when stale). */
    async saveStopOrder(reader: Reader, params: RunParams, body: PutStopOrderRequest) {
      const current = await view(reader, params);
      const run: Run = current;
      checkStopOrder(
        current.consignments.map((c) => c.code),
        body.codes,
      );
      if (body.version !== current.run.stop_order_version) throw conflict(messages.staleVersion);
      const saved = await repo.saveStopOrder(db, run, body.codes, body.version, clock());
      if (!saved) throw conflict(messages.staleVersion);
      await audit.record({
        userId: reader.user_id,
        action: 'update',
        entity: 'consignment_stop_order',
        entityId: `${run.team}/${run.date}/${run.identifier}`,
        change: { codes: body.codes },
      });
      return {
        team: run.team,
        date: run.date,
        identifier: run.identifier,
        codes: saved.stopOrder,
        version: saved.version,
      };
    },

    /** The run's stops in order as a table (CSV or .xlsx): what the dispatcher hands out or files. */
    async exportTable(reader: Reader, params: RunParams): Promise<ExportTable> {
      const answer = await view(reader, params);
      const statusOf = new Map(answer.run.statuses.map((s) => [s.code, s.status]));
      return {
        name: `consignments-${answer.team}-${answer.date}-${answer.identifier}`,
        columns: [
          'stop',
          'code',
          'order_id',
          'name',
          'street',
          'postcode',
          'city',
          'window',
          'bags',
          'instruction',
          'phone',
          'status',
        ],
        rows: answer.consignments.map((c) => {
          const status = statusOf.get(c.code) as TrackingStatus | undefined;
          const a = c.deliveryAddress;
          return [
            c.pickupIndex + 1,
            c.code,
            String(c.orderId),
            a.name,
            a.street,
            a.postcode,
            a.city,
            `${c.deliveryTimeFrom}–${c.deliveryTimeTo}`,
            c.products.length,
            a.instruction ?? '',
            a.phone ?? '',
            status === undefined ? '' : TRACKING_STATUS_NAMES[status],
          ];
        }),
        readAt: clock(),
      };
    },

    /**
     * The forced e-mail cycle of a date: each customer with a published consignment that day (a Logistics
     * user's: of their own team) gets the delivery notice with the window, through the e-mail port.
     */
    async emailCycle(reader: Reader, date: string) {
      if (!isIsoDate(date)) throw validationError('date', messages.dateInvalid);
      const rows = (await repo.publishedOnDate(db, date)).filter(
        (r) => reader.user_category !== 'LOGISTICS' || r.team === reader.company_slug,
      );
      const windowOf = new Map<number, { from: string; to: string }>();
      for (const row of rows) {
        const payload = row.payload as { deliveryTimeFrom: string; deliveryTimeTo: string };
        for (const id of row.customerIds)
          windowOf.set(id, { from: payload.deliveryTimeFrom, to: payload.deliveryTimeTo });
      }
      const contacts = await repo.customerContacts(db, [...windowOf.keys()]);
      let queued = 0;
      for (const c of contacts) {
        const window = windowOf.get(c.customerId);
        if (!c.email || !window) continue;
        await mail.send(reader.user_id, deliveryNotice(c, date, window));
        queued += 1;
      }
      return { date, queued };
    },
  };
}

/** The delivery notice, in English and German (the customer's language is not recorded). */
function deliveryNotice(
  c: { email: string; firstName: string },
  date: string,
  w: { from: string; to: string },
) {
  const window = w.from && w.to ? `${w.from}–${w.to}` : '';
  return {
    kind: 'logistics',
    to: [c.email],
    subject: `Your delivery on ${date} / Ihre Lieferung am ${date}`,
    text: [
      `Hello ${c.firstName},`,
      `your meals arrive on ${date}${window ? ` between ${window}` : ''}.`,
      '',
      `Hallo ${c.firstName},`,
      `Ihre Mahlzeiten kommen am ${date}${window ? ` zwischen ${window}` : ''}.`,
    ].join('\n'),
  };
}

export type DispatchService = ReturnType<typeof createDispatchService>;
