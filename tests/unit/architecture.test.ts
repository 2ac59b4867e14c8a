// docs/architecture.md lists the folders of src/, src/lib/, src/flows/ and src/features/: the lists and the tree agree.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const page = readFileSync('docs/architecture.md', 'utf8');
/** The folder names in the first column of the table that follows a heading line. */
const listed = (heading: string, prefix = '') => {
  const table = page.slice(page.indexOf(heading)).split('\n\n')[1]!;
  return [...table.matchAll(/^\| `([^`]+)\/` +\|/gm)].map((match) => match[1]!.replace(prefix, '')).sort();
};
const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('docs/architecture.md', () => {
  it.each([
    ['Top level of `src/`:', 'src', 'src/'],
    ['`src/lib/`:', 'src/lib', ''],
    ['`src/flows/`:', 'src/flows', ''],
    ['`src/features/`:', 'src/features', ''],
  ])('lists exactly the folders of %s', (heading, dir, prefix) => {
    expect(listed(heading, prefix)).toEqual(folders(dir));
  });
});
