import { describe, expect, it } from 'vitest';
import { FOLDER_MIME, NO_YEAR, oneFileNamed, weekFoldersByYear, type StoredFile } from './year-folders.ts';

const folder = (id: string, name: string, parents: string[] = ['root']): StoredFile => ({
  id,
  name,
  mimeType: FOLDER_MIME,
  parents,
});

describe('weekFoldersByYear', () => {
  const years = [folder('y25', '2025'), folder('y26', '2026')];

  it("files the 'WK ' folders under their year, newest year first, weeks in number order; others left out", () => {
    const byYear = weekFoldersByYear(years, [
      folder('a', 'WK 10', ['y26']),
      folder('b', 'WK 2', ['y26']),
      folder('c', 'WK 52', ['y25']),
      folder('d', 'Invoices', ['y26']),
      { id: 'e', name: 'WK 3 notes', mimeType: 'text/plain', parents: ['y26'] },
    ]);
    expect([...byYear.keys()]).toEqual(['2026', '2025']);
    expect(byYear.get('2026')?.map((w) => w.name)).toEqual(['WK 2', 'WK 10']);
  });

  it('a week folder outside a known year goes to NO-YEAR, listed last', () => {
    const byYear = weekFoldersByYear(years, [
      folder('a', 'WK 1', ['elsewhere']),
      folder('b', 'WK 4', ['y25']),
    ]);
    expect([...byYear.keys()]).toEqual(['2025', NO_YEAR]);
  });

  it('refuses a week folder with more than one parent', () => {
    expect(() => weekFoldersByYear(years, [folder('a', 'WK 7', ['y25', 'y26'])])).toThrow(
      'More than one parent for wk folder WK 7',
    );
  });
});

describe('oneFileNamed', () => {
  const files = [folder('1', 'Hours 2026'), folder('2', 'Menu'), folder('3', 'Menu')];
  it('finds the one file, or says none or several', () => {
    expect(oneFileNamed(files, 'Hours 2026').id).toBe('1');
    expect(() => oneFileNamed(files, 'Kitchen')).toThrow('Unable to find file Kitchen');
    expect(() => oneFileNamed(files, 'Menu')).toThrow('Found more than one file');
  });
});
