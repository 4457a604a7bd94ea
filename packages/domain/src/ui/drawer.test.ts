import { describe, expect, it } from 'vitest';
import { visibleDrawer, type DrawerEntry } from './drawer.ts';

const keys = (entries: DrawerEntry[]): string[] =>
  entries.flatMap((e) => [e.key, ...keys([...(e.children ?? [])])]);

describe('visibleDrawer', () => {
  it('shows everything to SUPER (0)', () => {
    const all = keys(visibleDrawer(0));
    expect(all).toContain('customers-overview');
    expect(all).toContain('recipes-assign');
    expect(all).toContain('analytics-labour');
    expect(all).toContain('developers');
  });
  it('adds only the recipes section for SUPER_CHEF (1)', () => {
    expect(visibleDrawer(1).map((e) => e.key)).toEqual(['home', 'recipes', 'tools', 'pop-up-shop', 'logout']);
    expect(
      visibleDrawer(1)
        .find((e) => e.key === 'tools')
        ?.children?.map((c) => c.key),
    ).toEqual(['developers']);
  });
  it('shows CHEF (2) home, the tools container with developers, the pop-up shop and logout', () => {
    expect(keys(visibleDrawer(2))).toEqual([
      'home',
      'tools',
      'developers',
      'pop-up-shop',
      'bulk-calculator',
      'logout',
    ]);
  });
  it('hides a section whose children are all hidden', () => {
    const entries: DrawerEntry[] = [
      { key: 's', label: 'S', level: 2, children: [{ key: 'c', label: 'C', path: '/c', level: 0 }] },
    ];
    expect(visibleDrawer(2, entries)).toEqual([]);
  });
});
