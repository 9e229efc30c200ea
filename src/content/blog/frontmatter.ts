/**
 * The frontmatter a blog post file must carry, and its check. Runs at build time only (Node):
 * when the MDX files are compiled (scripts/blog-mdx-plugin.ts) and when the post list is read
 * (./posts.ts). A bad post stops the build with a message naming the file and every bad field.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firm } from '../firm.ts';
import type { PostFrontmatter } from './post-types.ts';

export type { HeroImage, PostFrontmatter } from './post-types.ts';

export class PostFrontmatterError extends Error {
  override readonly name = 'PostFrontmatterError';
}

const FIELDS = [
  'slug',
  'title',
  'description',
  'date',
  'updated',
  'reviewed',
  'reviewedBy',
  'author',
  'heroImage',
] as const;
const HERO_FIELDS = ['src', 'alt', 'width', 'height'] as const;
const LIMITS = { title: [5, 120], description: [15, 160] } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** A YAML 1.1 reader turns an unquoted date into a Date; keep the calendar day it names. */
function dateText(value: unknown): unknown {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
}

export interface FrontmatterContext {
  /** The post file, as shown in messages (relative to the project root). */
  readonly file: string;
  /** Folder the hero image's src is resolved in. */
  readonly publicDir: string;
  /**
   * Names a post may give as its author (the firm config's team) and the fallback author; the
   * reviewers a post may name in `reviewedBy`, team member id to name.
   */
  readonly authors?: {
    readonly team: readonly string[];
    readonly firmName: string;
    readonly reviewers?: Readonly<Record<string, string>>;
  };
}

/**
 * Checks parsed frontmatter and returns it typed. Throws a PostFrontmatterError listing every
 * problem as `field: what is wrong`, under the file's name.
 */
export function validateFrontmatter(data: unknown, context: FrontmatterContext): PostFrontmatter {
  const problems: string[] = [];
  const fail = (field: string, message: string) => problems.push(`"${field}": ${message}`);
  const record = isRecord(data) ? data : {};
  if (!isRecord(data)) fail('frontmatter', 'missing: the file must start with a YAML block between --- lines');

  const text = (field: string, value: unknown): string => {
    if (typeof value !== 'string' || value.trim() === '') {
      fail(field, value === undefined ? 'is required' : 'must be a non-empty text');
      return '';
    }
    return value.trim();
  };

  const fileSlug = path.basename(context.file).replace(/\.mdx?$/, '');
  const slug = text('slug', record.slug);
  if (slug && slug !== fileSlug) fail('slug', `"${slug}" must equal the file name "${fileSlug}"`);
  if (slug && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) fail('slug', 'use lowercase letters, digits and hyphens');

  const title = text('title', record.title);
  const description = text('description', record.description);
  for (const [field, value] of [
    ['title', title],
    ['description', description],
  ] as const) {
    const [min, max] = LIMITS[field];
    if (value && (value.length < min || value.length > max)) {
      fail(field, `must be ${min} to ${max} characters long (it has ${value.length})`);
    }
  }

  const isoDate = (field: string, value: unknown): string => {
    const day = dateText(value);
    if (typeof day === 'string' && isIsoDate(day)) return day;
    fail(field, `must be an ISO date such as 2025-07-01 (found ${JSON.stringify(day) ?? 'nothing'})`);
    return '';
  };
  const date = isoDate('date', record.date);
  const updated = record.updated === undefined ? undefined : isoDate('updated', record.updated);
  if (date && updated && updated < date) fail('updated', `${updated} is before the publication date ${date}`);
  const reviewed = isoDate('reviewed', record.reviewed);
  const changed = updated || date;
  if (changed && reviewed && reviewed < changed) {
    fail('reviewed', `${reviewed} is before the ${updated ? 'update' : 'publication'} date ${changed}`);
  }

  const authors = context.authors ?? {
    team: firm.team?.map((member) => member.name) ?? [],
    firmName: firm.name,
    reviewers: Object.fromEntries(firm.team?.map((member) => [member.id, member.name]) ?? []),
  };
  const reviewers = authors.reviewers ?? {};
  let reviewer: string | undefined;
  if (record.reviewedBy !== undefined) {
    const id = text('reviewedBy', record.reviewedBy);
    const ids = Object.keys(reviewers);
    if (id && Object.hasOwn(reviewers, id)) reviewer = reviewers[id];
    else if (id) {
      fail(
        'reviewedBy',
        ids.length === 0
          ? `"${id}" is not a team member id in src/content/firm.ts (it has no team): remove the line`
          : `"${id}" is not a team member id in src/content/firm.ts (${ids.join(', ')})`,
      );
    }
  }
  let author = authors.firmName;
  if (record.author !== undefined) {
    author = text('author', record.author);
    if (author && !authors.team.includes(author)) {
      fail(
        'author',
        authors.team.length === 0
          ? `"${author}" is not in the team of src/content/firm.ts (it has none): remove the line to credit the firm`
          : `"${author}" is not in the team of src/content/firm.ts (${authors.team.join(', ')})`,
      );
    }
  }

  const hero = isRecord(record.heroImage) ? record.heroImage : undefined;
  if (!hero) fail('heroImage', 'is required: { src, alt, width, height }');
  const heroRecord = hero ?? {};
  const src = text('heroImage.src', heroRecord.src);
  if (src && !src.startsWith('/')) fail('heroImage.src', `"${src}" must be a path under public/, starting with /`);
  else if (src && !existsSync(path.join(context.publicDir, src))) {
    fail('heroImage.src', `"${src}" does not exist under public/`);
  }
  const alt = text('heroImage.alt', heroRecord.alt);
  const size = (field: 'width' | 'height'): number => {
    const value = heroRecord[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0) {
      fail(`heroImage.${field}`, 'must be a positive whole number of pixels');
      return 0;
    }
    return value;
  };
  const width = size('width');
  const height = size('height');

  for (const key of Object.keys(record)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      fail(key, key === 'readingTime' ? 'is computed from the text; remove it' : 'is not a known field');
    }
  }
  for (const key of Object.keys(heroRecord)) {
    if (!(HERO_FIELDS as readonly string[]).includes(key)) fail(`heroImage.${key}`, 'is not a known field');
  }

  if (problems.length > 0) {
    throw new PostFrontmatterError(`Invalid blog post ${context.file}:\n  - ${problems.join('\n  - ')}`);
  }
  return {
    slug,
    title,
    description,
    date,
    ...(updated ? { updated } : {}),
    reviewed,
    ...(reviewer ? { reviewer } : {}),
    author,
    heroImage: { src, alt, width, height },
  };
}
