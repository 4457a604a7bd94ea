import type { IsoDate } from '@brigade/domain/calendar/iso-date';
import { isoWeekOfDate } from '@brigade/domain/calendar/week-id';
import { weekInvoiceLine, type InvoiceLineDraft } from '@brigade/domain/invoices/invoice-lines';
import { programmeLabel } from '@brigade/domain/orders/programme-label';
import type { InvoiceRunResult } from '@brigade/domain/schemas/invoices';
import type { WeekCustomerRowDto } from '@brigade/domain/schemas/week';

export interface InvoiceDraft {
  customerId: number;
  title: string;
  weekStart: IsoDate | null;
  specialProgrammeId: number | null;
  lines: InvoiceLineDraft[];
  /** A credit note names the invoice it cancels. */
  creditsInvoiceId?: number;
  /** A shop order's invoice names it, in the shop order's currency (else CHF). */
  shopOrderId?: number;
  currency?: 'CHF' | 'EUR' | 'USD';
}

/** '2026-W49'. */
function isoWeekName(monday: IsoDate): string {
  const { year, week } = isoWeekOfDate(monday);
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The lines of each customer's orders of a week that are not invoiced yet, from The Week's rows. */
export function weekDrafts(rows: readonly WeekCustomerRowDto[], invoiced: Set<number>, weekStart: IsoDate) {
  const drafts = new Map<number, InvoiceDraft>();
  const skipped: InvoiceRunResult['skipped'] = [];
  for (const row of rows) {
    const name = `${row.first_name} ${row.last_name}`.trim();
    if (invoiced.has(row.order_id)) continue;
    if (row.type === null || row.day_rate === null || row.week_price === null) {
      skipped.push({
        customer_id: row.customer_id,
        customer_name: name,
        reason: row.programme_error ?? '',
      });
      continue;
    }
    const line = weekInvoiceLine({
      order_id: row.order_id,
      week_start: weekStart,
      programme: programmeLabel({
        type: row.type,
        is_flex: row.is_flex ?? false,
        day_trial: row.day_trial,
      }),
      day_trial: row.day_trial,
      days: row.num_days,
      // The line bills the days at the programme's day rate and shows the code's amount taken off (ADR 069).
      day_rate: row.discount?.day_rate_before ?? row.day_rate,
      week_price: row.week_price,
      discount: row.discount && { code: row.discount.code, amount: row.discount.amount },
    });
    if (!line) continue;
    const draft = drafts.get(row.customer_id) ?? {
      customerId: row.customer_id,
      title: `Brigade · ${isoWeekName(weekStart)}`,
      weekStart,
      specialProgrammeId: null,
      lines: [],
    };
    draft.lines.push(line);
    drafts.set(row.customer_id, draft);
  }
  return { drafts: [...drafts.values()], skipped };
}
