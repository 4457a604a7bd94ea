import { describe, expect, it } from 'vitest';
import type { UserCategory } from './privilege.ts';
import { visibleEntries } from './visible-entries.ts';

const ap: readonly UserCategory[] = ['AP'];
const all: readonly UserCategory[] = ['AP', 'LOGISTICS'];
const entries = [
  { key: 'home', level: 2, categories: all },
  {
    key: 'customers',
    level: 0,
    categories: ap,
    children: [{ key: 'list', level: 0, categories: ap }],
  },
  {
    key: 'tools',
    level: 2,
    categories: all,
    children: [
      { key: 'labels', level: 0, categories: ap },
      { key: 'developers', level: 2, categories: all },
    ],
  },
  { key: 'controls', level: 0, categories: ap, children: [{ key: 'users', level: 0, categories: ap }] },
] as const;
const keys = (level: 0 | 1 | 2, user_category: UserCategory) =>
  visibleEntries(entries, { level, user_category }).map((e) =>
    'children' in e && e.children ? `${e.key}[${e.children.map((c) => c.key).join(',')}]` : e.key,
  );

describe('visibleEntries', () => {
  it('shows SUPER (0) everything of their category', () => {
    expect(keys(0, 'AP')).toEqual(['home', 'customers[list]', 'tools[labels,developers]', 'controls[users]']);
  });

  it('hides level-0 entries from SUPER_CHEF (1) and CHEF (2), and keeps a group only with a visible child', () => {
    expect(keys(1, 'AP')).toEqual(['home', 'tools[developers]']);
    expect(keys(2, 'AP')).toEqual(['home', 'tools[developers]']);
  });

  it('shows a Logistics user only the entries meant for Logistics, whatever their level', () => {
    expect(keys(0, 'LOGISTICS')).toEqual(['home', 'tools[developers]']);
  });

  it('hides a group whose children are all hidden', () => {
    const onlyAdmin = [
      { key: 'g', level: 2, categories: all, children: [{ key: 'x', level: 0, categories: ap }] },
    ] as const;
    expect(visibleEntries(onlyAdmin, { level: 2, user_category: 'AP' })).toEqual([]);
  });
});
