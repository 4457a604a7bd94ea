import type { TFunction } from 'i18next';

/** A day slot (breakfast … other, extra_1 … extra_5) in the screen's language; unknown slots as written. */
export function slotLabel(t: TFunction<'menus'>, slot: string): string {
  return t(`slot.${slot}`, { defaultValue: slot });
}
