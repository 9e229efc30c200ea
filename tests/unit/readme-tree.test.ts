/**
 * The README's Architecture tree is where a newcomer learns the layout, so it names every folder
 * of src/ and tests/ that exists, and no folder that does not.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Folders whose every subfolder the tree names, whatever else it shows. */
const ALWAYS_LISTED = ['src', 'src/server', 'tests'];

/** The paths in the first column of the Architecture section's first code block ("src/app/", "scripts/"). */
function treePaths(readme: string): string[] {
  const section = readme.split(/^## Architecture$/m)[1]?.split(/^## /m)[0];
  const block = section?.match(/^```\n([\s\S]*?)^```$/m)?.[1];
  if (!block) throw new Error('README.md has no code block under "## Architecture"');
  return block
    .split('\n')
    .map((line) => line.split(/\s{2,}/)[0]?.trim() ?? '')
    .filter((entry) => entry !== '');
}

/** The subfolders of a folder, as "parent/child/"; dot folders (tool caches) and __snapshots__-like ones aside. */
function subfolders(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && !entry.name.startsWith('__'))
    .map((entry) => `${folder}/${entry.name}/`);
}

const named = treePaths(readFileSync(path.join(root, 'README.md'), 'utf8'));
const namedFolders = named.filter((entry) => entry.endsWith('/'));

describe("the README's Architecture tree", () => {
  it('names every folder of src/, src/server/ and tests/, and every sibling of a folder it names', () => {
    // A line for a deeper folder (src/questionnaire/catalogue/) would ask for every folder beside it.
    const parents = new Set([
      ...ALWAYS_LISTED,
      ...namedFolders
        .filter((folder) => !folder.includes('<'))
        .map((folder) => path.posix.dirname(folder.slice(0, -1)))
        .filter((parent) => parent !== '.'),
    ]);
    const expected = [...parents].filter((parent) => existsSync(path.join(root, parent))).flatMap(subfolders);
    const missing = expected.filter((folder) => !namedFolders.includes(folder)).sort();
    expect(
      missing,
      `folders missing from README.md's Architecture tree: ${missing.join(', ')} (add a line for each, saying what it holds)`,
    ).toEqual([]);
  });

  it('names no folder that does not exist', () => {
    // A placeholder segment (schemas/<form>/) stands for any folder of its parent.
    const stale = namedFolders
      .map((folder) => folder.replace(/<[^>]+>\/.*$/, ''))
      .filter((folder) => !existsSync(path.join(root, folder)) || !statSync(path.join(root, folder)).isDirectory());
    expect(
      stale,
      `folders README.md's Architecture tree names that do not exist: ${stale.join(', ')} (remove or rename their lines)`,
    ).toEqual([]);
  });
});
