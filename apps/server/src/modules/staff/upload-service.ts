import { isIsoDate } from '@brigade/domain/calendar/iso-date';
import { messages } from '@brigade/domain/messages/catalogue';
import { roundTo2 } from '@brigade/domain/numbers/round';
import type {
  hoursUploadRequest,
  HoursUploadPreview,
  HoursUploadResult,
} from '@brigade/domain/schemas/staff';
import { joinedErrorCodes } from '@brigade/domain/staff/hours-csv';
import { hoursOfMinutes, previewHoursUpload } from '@brigade/domain/staff/hours-upload';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { readHoursFile } from './hours-file.ts';
import * as repo from './repository.ts';

type UploadRequest = z.output<typeof hoursUploadRequest>;

const edited = (s: repo.HoursDbRow) =>
  Number(s.extraHours) !== 0 || Number(s.breakHours) !== 0 || s.lagDays !== 0;

/**
 * The hours upload (/analytics/labour/upload_hours): a preview of every row with its problems before anything
 * is saved, then the save — all rows or none, in one transaction. A row is saved under its key (employee,
 * date, AM/PM: the variant is the employee's kind), so the same file twice adds nothing.
 */
export function createHoursUploadService({ db, clock, audit }: CoreDeps) {
  async function preview(tx: Db, request: UploadRequest): Promise<HoursUploadPreview> {
    const lines = await readHoursFile(request.format, request.content);
    const employees = (await repo.findEmployees(tx, { includeInactive: true, kind: request.variant })).map(
      (e) => ({ employee_id: e.employeeId, first_name: e.firstName, last_name: e.lastName }),
    );
    const dates = [...new Set(lines.map((l) => l.row.date).filter(isIsoDate))];
    // A half-day edited since (extra, break or lag) reads as changed: saving sets it back to the file's figures.
    const saved = (
      await repo.savedShifts(
        tx,
        employees.map((e) => e.employee_id),
        dates,
      )
    ).map((s) => ({
      employee_id: s.employeeId,
      date: s.date,
      period: s.period as 'AM' | 'PM',
      total_hours: edited(s) ? Number.NaN : Number(s.totalHours),
      cost_chf: Number(s.costChf),
    }));
    const rows = previewHoursUpload(lines, employees, saved);
    const count = (status: string) => rows.filter((r) => r.status === status).length;
    const codes = joinedErrorCodes(lines);
    return {
      variant: request.variant,
      rows,
      counts: {
        new: count('new'),
        update: count('update'),
        unchanged: count('unchanged'),
        error: count('error'),
      },
      error_codes: codes === '' ? null : codes,
    };
  }

  return {
    /** Every row with its problems and what saving would do; nothing is written. */
    async preview(request: UploadRequest): Promise<HoursUploadPreview> {
      return preview(db, request);
    },

    /**
     * Saves every row, or none when any row has a problem (400 'Nothing was saved: …', the rows' problems in
     * details by line). Audited with the counts and the file's name.
     */
    async save(actorId: number, request: UploadRequest): Promise<HoursUploadResult> {
      return db.transaction(async (tx) => {
        const checked = await preview(tx, request);
        const bad = checked.rows.filter((r) => r.errors.length > 0);
        if (bad.length > 0) {
          const details = Object.fromEntries(bad.map((r) => [`line_${r.line}`, r.errors.join(' ')]));
          throw new AppError(400, 'VALIDATION_ERROR', messages.hoursUploadHasErrors, details);
        }
        const result = { added: 0, updated: 0, unchanged: 0 };
        const now = clock();
        for (const row of checked.rows) {
          const outcome = await repo.upsertShift(tx, {
            employeeId: row.employee_id!,
            date: row.date,
            period: row.is_am ? 'AM' : 'PM',
            totalHours: hoursOfMinutes(row.mins!).toFixed(2),
            costChf: roundTo2(row.chf!).toFixed(2),
            now,
          });
          result[outcome] += 1;
        }
        await audit.record(
          {
            userId: actorId,
            action: 'create',
            entity: 'hours_upload',
            entityId: null,
            change: {
              file_name: request.file_name,
              variant: request.variant,
              rows: checked.rows.length,
              ...result,
            },
          },
          tx,
        );
        return result;
      });
    },
  };
}

export type HoursUploadService = ReturnType<typeof createHoursUploadService>;
