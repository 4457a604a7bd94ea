import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SensitivityMatchDto } from '@brigade/domain/schemas/allergen-matching';
import { i18n } from '../../../lib/i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SensitivityList } from './sensitivity-list.tsx';

/** One ingredient matched for each reason (ADR 054). */
const milk: SensitivityMatchDto = {
  term: 'Milk',
  allergen_id: 7,
  ingredients: [
    { name: 'butter', via: 'contains', is_suppressed: false },
    { name: 'chocolate', via: 'may_contain', is_suppressed: false },
    { name: 'milk powder', via: 'word', is_suppressed: true },
    { name: 'stock', via: 'undeclared', is_suppressed: false },
  ],
  fully_suppressed: false,
};

const reasonOf = (ingredient: string) => {
  const label = screen.getByText(ingredient, { exact: false }).parentElement!;
  const chip = label.querySelector<HTMLElement>('[data-via]')!;
  return { text: chip.textContent, via: chip.dataset.via, className: chip.className };
};

describe('SensitivityList (why each ingredient matched)', () => {
  it('names the four reasons in English, each its own look', () => {
    renderWithProviders(<SensitivityList title="Allergies" items={[milk]} customerName="Anna Muster" />);
    expect(reasonOf('butter')).toMatchObject({ text: 'contains', via: 'contains' });
    expect(reasonOf('chocolate')).toMatchObject({ text: 'may contain (traces)', via: 'may_contain' });
    expect(reasonOf('milk powder')).toMatchObject({ text: "word match 'Milk'", via: 'word' });
    expect(reasonOf('stock')).toMatchObject({ text: 'not declared', via: 'undeclared' });
    const looks = ['butter', 'chocolate', 'milk powder', 'stock'].map((name) => reasonOf(name).className);
    expect(new Set(looks).size).toBe(4);
    expect(looks[0]).toMatch(/MuiChip-filled/);
    expect(looks[1]).toMatch(/MuiChip-outlined/);
  });

  it('names them in German', async () => {
    await i18n.changeLanguage('de');
    renderWithProviders(<SensitivityList title="Allergien" items={[milk]} customerName="Anna Muster" />);
    expect(reasonOf('butter').text).toBe('Enthält');
    expect(reasonOf('chocolate').text).toBe('Kann Spuren enthalten');
    expect(reasonOf('milk powder').text).toBe('Wortübereinstimmung «Milk»');
    expect(reasonOf('stock').text).toBe('Nicht deklariert');
  });

  it('keeps the reason beside a switch that suppresses the ingredient', async () => {
    const onToggle = vi.fn();
    renderWithProviders(
      <SensitivityList title="Allergies" items={[milk]} customerName="Anna Muster" onToggle={onToggle} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Suppress stock for Anna Muster' });
    expect(within(toggle.closest('label')!).getByText('not declared')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledWith('stock', true);
  });
});
