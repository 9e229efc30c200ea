/**
 * The frontmatter a blog post file must carry, as a TypeBox schema, and its check with the rules a
 * schema cannot say (the slug is the file's name, the author is on the team...). Runs at build
 * time only (Node): when the MDX files are compiled (scripts/blog-mdx-plugin.ts) and when the post
 * list is read (./posts.ts). A bad post stops the build with a message naming the file and every
 * bad field.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Type } from 'typebox';
import { schemaCheck } from '../../validation/ajv.ts';
import { firm } from '../firm.ts';
import type { PostFrontmatter } from './post-types.ts';

export type { HeroImage, PostFrontmatter } from './post-types.ts';

export class PostFrontmatterError extends Error {
  override readonly name = 'PostFrontmatterError';
}

const Text = Type.String({ format: 'non-blank' });
const IsoDate = Type.String({ format: 'date', description: 'an ISO date such as 2025-07-01' });
const Pixels = Type.Integer({ minimum: 1, description: 'a positive whole number of pixels' });

const Frontmatter = Type.Object(
  {
    slug: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'lowercase letters, digits and hyphens' }),
    title: Type.String({ minLength: 5, maxLength: 120 }),
    description: Type.String({ minLength: 15, maxLength: 160 }),
    date: IsoDate,
    updated: Type.Optional(IsoDate),
    reviewed: IsoDate,
    /** A team member's id (the firm config's team). */
    reviewedBy: Type.Optional(Text),
    /** A team member's name; the firm's when left out. */
    author: Type.Optional(Text),
    heroImage: Type.Object(
      {
        src: Type.String({ pattern: '^/', description: 'a path under public/, starting with /' }),
        alt: Text,
        width: Pixels,
        height: Pixels,
      },
      { additionalProperties: false, description: '{ src, alt, width, height }' },
    ),
  },
  { additionalProperties: false, description: 'a YAML block between --- lines at the start of the file' },
);

const checkFrontmatter = schemaCheck(Frontmatter);

/** Fields a post once carried that are now worked out: the message says so rather than "not a known field". */
const COMPUTED: Readonly<Record<string, string>> = { readingTime: 'is computed from the text; remove it' };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A YAML 1.1 reader turns an unquoted date into a Date; keep the calendar day it names. */
function dateText(value: unknown): unknown {
  return value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/** The frontmatter as the schema reads it: text trimmed, YAML dates as their day. */
function normalised(data: unknown): unknown {
  if (!isRecord(data)) return data;
  const record = Object.fromEntries(Object.entries(data).map(([key, value]) => [key, trimmed(dateText(value))]));
  const hero = record.heroImage;
  if (isRecord(hero)) {
    record.heroImage = Object.fromEntries(Object.entries(hero).map(([key, value]) => [key, trimmed(value)]));
  }
  return record;
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
 * problem as `"field": what is wrong`, under the file's name.
 */
export function validateFrontmatter(data: unknown, context: FrontmatterContext): PostFrontmatter {
  const given = normalised(data);
  const checked = checkFrontmatter(given);
  const refused = checked.ok ? [] : checked.problems;
  const problems = refused.map(({ field, text }) => `"${field || 'frontmatter'}": ${COMPUTED[field] ?? text}`);
  const people = rulesOf(
    isRecord(given) ? given : {},
    new Set(refused.map((problem) => problem.field)),
    context,
    problems,
  );
  if (!checked.ok || problems.length > 0) {
    throw new PostFrontmatterError(`Invalid blog post ${context.file}:\n  - ${problems.join('\n  - ')}`);
  }
  const { slug, title, description, date, updated, reviewed, heroImage } = checked.value;
  return {
    slug,
    title,
    description,
    date,
    ...(updated ? { updated } : {}),
    reviewed,
    ...(people.reviewer ? { reviewer: people.reviewer } : {}),
    author: people.author,
    heroImage,
  };
}

/**
 * What the schema cannot say: the slug is the file's name, the dates follow one another, the
 * author and the reviewer are on the firm's team, the hero image exists. Each rule looks at
 * fields the schema accepted (`refused` names the others); its problems join `problems`.
 * Returns the author's name and the reviewer's.
 */
function rulesOf(
  post: Readonly<Record<string, unknown>>,
  refused: ReadonlySet<string>,
  context: FrontmatterContext,
  problems: string[],
): { author: string; reviewer?: string } {
  const fail = (field: string, message: string) => problems.push(`"${field}": ${message}`);
  const text = (field: string): string | undefined => {
    const value = field.split('.').reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), post);
    return refused.has(field) || typeof value !== 'string' ? undefined : value;
  };
  const fileSlug = path.basename(context.file).replace(/\.mdx?$/, '');
  const slug = text('slug');
  if (slug !== undefined && slug !== fileSlug) fail('slug', `"${slug}" must equal the file name "${fileSlug}"`);
  const [date, updated, reviewed] = [text('date'), text('updated'), text('reviewed')];
  if (date && updated && updated < date) fail('updated', `${updated} is before the publication date ${date}`);
  const changed = updated ?? date;
  if (changed && reviewed && reviewed < changed) {
    fail('reviewed', `${reviewed} is before the ${updated ? 'update' : 'publication'} date ${changed}`);
  }

  const authors = context.authors ?? {
    team: firm.team?.map((member) => member.name) ?? [],
    firmName: firm.name,
    reviewers: Object.fromEntries(firm.team?.map((member) => [member.id, member.name]) ?? []),
  };
  const reviewers = authors.reviewers ?? {};
  const ids = Object.keys(reviewers);
  const id = text('reviewedBy');
  const reviewer = id !== undefined && Object.hasOwn(reviewers, id) ? reviewers[id] : undefined;
  if (id !== undefined && reviewer === undefined) {
    fail(
      'reviewedBy',
      ids.length === 0
        ? `"${id}" is not a team member id in src/content/firm.ts (it has no team): remove the line`
        : `"${id}" is not a team member id in src/content/firm.ts (${ids.join(', ')})`,
    );
  }
  const author = text('author');
  if (author !== undefined && !authors.team.includes(author)) {
    fail(
      'author',
      authors.team.length === 0
        ? `"${author}" is not in the team of src/content/firm.ts (it has none): remove the line to credit the firm`
        : `"${author}" is not in the team of src/content/firm.ts (${authors.team.join(', ')})`,
    );
  }

  const src = text('heroImage.src');
  if (src !== undefined && !existsSync(path.join(context.publicDir, src))) {
    fail('heroImage.src', `"${src}" does not exist under public/`);
  }
  return { author: author ?? authors.firmName, ...(reviewer ? { reviewer } : {}) };
}
