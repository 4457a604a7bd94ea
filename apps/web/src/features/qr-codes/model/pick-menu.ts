import type { MenuQrCodes, MenuQrMenu } from '@brigade/domain/schemas/menu-qr-codes';

/** Which published menu a QR page prints: the standard menu, or the one published as the A-Life menu. */
export type QrMenuVariant = 'menu' | 'a-life';

/**
 * The standard page prints menu 0. The A-Life page prints the menu published with the A-Life override:
 * by habit menu 1, else the lowest index that carries it. Null when the date has no such menu.
 */
export function pickMenu(data: MenuQrCodes, variant: QrMenuVariant): MenuQrMenu | null {
  if (variant === 'menu') return data.menus.find((m) => m.menu_index === 0) ?? null;
  const aLife = data.menus.filter((m) => m.menu_override === 'ALIFE');
  return aLife.find((m) => m.menu_index === 1) ?? aLife[0] ?? null;
}
