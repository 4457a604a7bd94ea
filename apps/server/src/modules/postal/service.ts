import { messages } from '@brigade/domain/messages/catalogue';
import { postalItemId, splitStreet, type FrankingZone } from '@brigade/domain/postal/identcode';
import type {
  CreatePostalLabelRequest,
  DayLabelsResponse,
  PostalAddressRequest,
  PostalDay,
  PostalLabelView,
  PostalStatus,
  PostalValidation,
} from '@brigade/domain/schemas/postal';
import type { PostalConfig } from '../../config-postal.ts';
import type { AddressCheck, LabelParty, PostalService } from '../../integrations/postal/port.ts';
import { AppError, businessRule, conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import type { CouriersService } from '../delivery/couriers-service.ts';
import type { IntegrationsService } from '../integrations/service.ts';
import type { ConsignmentsService } from '../logistics/consignments-service.ts';
import { toLabelData, toPostalLabel, toPostalValidation } from './mapping.ts';
import { postParcelsOf, type PostParcel, type Reader } from './post-orders.ts';
import * as repo from './repository.ts';

interface Deps extends CoreDeps {
  postal: PostalService;
  consignments: ConsignmentsService;
  couriers: CouriersService;
  integrations: IntegrationsService;
  settings: Pick<PostalConfig, 'sender' | 'licences'>;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const addressOf = (p: LabelParty) => ({
  name: p.name,
  ...splitStreet(p.street),
  postcode: p.postcode,
  city: p.city,
});

/**
 * The postal service screen ('/swiss-post', ADR 067): the service's status, address checks, and A6 labels of
 * the date's parcels that go by post — one at a time or the whole day — each kept with its PDF.
 */
export function createPostalService(deps: Deps) {
  const { db, postal, settings } = deps;

  /** Runs a call to the service, recording a live call's outcome for the developers' tools. */
  async function outside<T>(work: () => Promise<T>): Promise<T> {
    try {
      const result = await work();
      if (postal.mode === 'live') await deps.integrations.succeeded('postal');
      return result;
    } catch (error) {
      const refused = error instanceof AppError && error.statusCode === 422;
      if (postal.mode === 'live' && !refused) await deps.integrations.failed('postal', errorText(error));
      throw error;
    }
  }

  const check = (p: LabelParty) => outside(() => postal.validate(addressOf(p)));

  /** Makes and keeps the label of one parcel; an unusable address or one labelled before is refused. */
  async function labelParcel(actorId: number, date: string, parcel: PostParcel, zone: FrankingZone) {
    if (await repo.findByCode(db, date, parcel.code)) throw conflict(messages.postalLabelExists);
    const checked: AddressCheck = await check(parcel.recipient);
    if (checked.quality === 'UNUSABLE') throw businessRule(messages.postalAddressUnusable);
    const { street, houseNumber, postcode, city } = checked.address;
    const recipient = { ...parcel.recipient, street: `${street} ${houseNumber}`.trim(), postcode, city };
    const request = {
      itemId: postalItemId(parcel.code),
      date,
      zone,
      sender: settings.sender,
      recipient,
      weightGrams: parcel.weightGrams,
    };
    const { identcode, pdf } = await outside(() => postal.label(request));
    const row = await uniqueOr(messages.postalLabelExists, () =>
      repo.insert(db, {
        date,
        code: parcel.code,
        orderIds: parcel.orderIds,
        itemId: request.itemId,
        identcode,
        mode: postal.mode,
        frankingZone: zone,
        sender: request.sender,
        recipient,
        weightGrams: request.weightGrams,
        pdf,
        createdBy: actorId,
      }),
    );
    await deps.audit.record({
      userId: actorId,
      action: 'create',
      entity: 'postal_label',
      entityId: String(row.labelId),
      change: { date, code: parcel.code, identcode, mode: postal.mode, franking_zone: zone },
    });
    return toPostalLabel(row);
  }

  const labelsOf = async (date: string) => (await repo.findByDate(db, date)).map(toPostalLabel);

  return {
    async status(): Promise<PostalStatus> {
      const { hasToken, reason } = await postal.status();
      const zones = (['standard', 'same-day-0', 'same-day-1-2'] as const).filter(
        (z) => settings.licences[z] !== undefined || (z === 'standard' && postal.mode === 'local'),
      );
      return {
        mode: postal.mode,
        has_token: hasToken,
        message: hasToken ? null : messages.postalNoToken,
        reason,
        franking_zones: zones,
      };
    },

    async validate(input: PostalAddressRequest): Promise<PostalValidation> {
      const { name = '', street, house_number, postcode, city } = input;
      const address = { name, street, houseNumber: house_number, postcode, city };
      return toPostalValidation(await outside(() => postal.validate(address)));
    },

    /** The date's parcels that go by post, each with its address check and its label if made. */
    async day(reader: Reader, date: string): Promise<PostalDay> {
      const [parcels, labels] = await Promise.all([postParcelsOf(deps, reader, date), labelsOf(date)]);
      const orders = [];
      for (const parcel of parcels) {
        const checked = await check(parcel.recipient).then(
          (c) => ({ validation: toPostalValidation(c), validation_error: null }),
          (error: unknown) => ({ validation: null, validation_error: errorText(error) }),
        );
        orders.push({
          code: parcel.code,
          order_ids: parcel.orderIds,
          recipient: parcel.recipient,
          weight_grams: parcel.weightGrams,
          courier: parcel.courier,
          ...checked,
          label: labels.find((l) => l.code === parcel.code) ?? null,
        });
      }
      return { date, mode: postal.mode, orders };
    },

    labels: async (date: string) => ({ labels: await labelsOf(date) }),

    async create(reader: Reader, input: CreatePostalLabelRequest): Promise<PostalLabelView> {
      const { date, order_id, franking_zone = 'standard' } = input;
      const parcels = await postParcelsOf(deps, reader, date);
      const parcel = parcels.find((p) => p.orderIds.includes(Number(order_id)));
      if (!parcel) throw businessRule(messages.postalOrderNotByPost);
      return labelParcel(reader.user_id, date, parcel, franking_zone);
    },

    /** Labels for every parcel of the date that has none and can take one; the others say why not. */
    async createDay(reader: Reader, date: string, zone: FrankingZone): Promise<DayLabelsResponse> {
      const parcels = await postParcelsOf(deps, reader, date);
      const kept = new Set((await repo.findByDate(db, date)).map((l) => l.code));
      const created: PostalLabelView[] = [];
      const skipped: DayLabelsResponse['skipped'] = [];
      for (const parcel of parcels.filter((p) => !kept.has(p.code))) {
        try {
          created.push(await labelParcel(reader.user_id, date, parcel, zone));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          skipped.push({ code: parcel.code, order_ids: parcel.orderIds, reason: error.message });
        }
      }
      const labels = await labelsOf(date);
      const sheet = postal.mode === 'local' && labels.length > 0;
      return { created, labels, skipped, sheet_url: sheet ? `/api/v1/postal/days/${date}/labels/pdf` : null };
    },

    async pdf(labelId: number): Promise<{ filename: string; pdf: Buffer }> {
      const found = await repo.findPdf(db, labelId);
      if (!found) throw notFound();
      return { filename: `label-${found.identcode}.pdf`, pdf: found.pdf };
    },

    /** Every label of the date in one PDF (local mode: drawn again from what was kept). */
    async sheet(date: string): Promise<{ filename: string; pdf: Buffer }> {
      const rows = await repo.findByDate(db, date);
      if (rows.length === 0) throw businessRule(messages.postalNoLabels);
      const pdf = await postal.sheet(rows.map(toLabelData));
      if (!pdf) throw businessRule(messages.postalSheetNotMerged);
      return { filename: `labels-${date}.pdf`, pdf };
    },
  };
}

export type PostalLabelsService = ReturnType<typeof createPostalService>;
