import type { ShoppingListDetail } from '@brigade/domain/schemas/shopping-lists';
import { formatChf } from '../../../lib/format.ts';
import { datesLabel } from './dates-label.ts';
import { formatGrams, formatQuantity } from './quantity.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The list as the text of an e-mail: its dates, then per supplier one line per ingredient with the quantity
 * and the packs to buy, then what could not be converted to grams, then the total.
 */
export function listAsText(list: ShoppingListDetail, t: Translate, language: string): string {
  const out: string[] = [list.name, t('header.dates', { dates: datesLabel(list.dates, language) })];
  for (const group of list.groups) {
    out.push('', group.supplier_name ?? t('noSupplier'));
    for (const line of group.lines) {
      const packs =
        line.packs !== null && line.spec
          ? ` (${t('lines.packsOf', {
              count: line.packs,
              size: formatQuantity(line.spec.pack_size, line.spec.pack_unit, language, t),
            })})`
          : '';
      out.push(`- ${line.name}: ${formatGrams(line.total_g, language)}${packs}`);
    }
  }
  if (list.unconverted.length > 0) {
    out.push('', t('unconverted.title'));
    for (const line of list.unconverted) {
      out.push(`- ${line.name}: ${formatQuantity(line.quantity, line.unit, language, t)}`);
    }
  }
  out.push('', t('total', { amount: formatChf(list.cost_chf, language) }));
  return out.join('\n');
}
