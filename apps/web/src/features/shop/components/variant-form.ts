import type { PutShopVariantRequest, ShopVariant } from '@brigade/domain/schemas/shop';

/** The map-product form: texts and switches as the fields hold them. */
export interface VariantFormValues {
  title: string;
  kind: 'programme' | 'ignore';
  type: 'LEAN' | 'STRONG' | '';
  is_flex: boolean;
  day_trial: boolean;
  /** Empty: a subscription (runs until cancelled). */
  weeks: string;
}

/** The form of a variant: the mapping it already has, or a new programme named by the shop's title. */
export function variantFormValues(title: string, existing: ShopVariant | undefined): VariantFormValues {
  if (!existing) return { title, kind: 'programme', type: '', is_flex: false, day_trial: false, weeks: '' };
  return {
    title: existing.title,
    kind: existing.kind,
    type: existing.type ?? '',
    is_flex: existing.is_flex,
    day_trial: existing.day_trial,
    weeks: existing.weeks === null ? '' : String(existing.weeks),
  };
}

/** The PUT body: an ignored variant has no programme; weeks left empty mean a subscription. */
export function variantRequest(
  values: VariantFormValues,
  productId: number | null,
  version: number,
): PutShopVariantRequest {
  const programme = values.kind === 'programme';
  const weeks = values.weeks.trim();
  return {
    product_id: productId,
    title: values.title,
    kind: values.kind,
    type: programme && values.type !== '' ? values.type : null,
    is_flex: programme && values.is_flex,
    day_trial: programme && values.day_trial,
    weeks: !programme || weeks === '' ? null : Number(weeks),
    version,
  };
}
