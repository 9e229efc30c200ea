/**
 * What the build reads from a post's syntax tree (mdast, as parsed by MDX): its frontmatter,
 * its section headings (with the ids the page gives them) and its word count. The MDX compile
 * (scripts/blog-mdx-plugin.ts) and the post list (./posts.ts) both use these, so the ids in the
 * table of contents are the ids on the page and the reading time counts the words shown.
 */
import { parse as parseYaml } from 'yaml';
import { ARTICLE_COMPONENT_NAMES } from './component-names.ts';
import { validateFrontmatter, type FrontmatterContext, type PostFrontmatter } from './frontmatter.ts';
import type { PostHeading } from './post-types.ts';

/** The part of mdast / MDX / estree nodes this file reads. */
export interface TreeNode {
  readonly type: string;
  readonly value?: unknown;
  readonly name?: string | null;
  readonly depth?: number;
  readonly children?: readonly TreeNode[];
  readonly attributes?: readonly TreeNode[];
  readonly alt?: string | null;
  readonly position?: { readonly start: { readonly line: number } };
  data?: { hProperties?: Record<string, unknown>; estree?: unknown };
}

export const WORDS_PER_MINUTE = 220;

export function frontmatterOf(tree: TreeNode, context: FrontmatterContext): PostFrontmatter {
  const yaml = tree.children?.find((node) => node.type === 'yaml');
  let data: unknown;
  try {
    data = typeof yaml?.value === 'string' ? parseYaml(yaml.value) : undefined;
  } catch (error) {
    throw new Error(`Invalid blog post ${context.file}:\n  - "frontmatter": ${(error as Error).message}`, {
      cause: error,
    });
  }
  return validateFrontmatter(data, context);
}

function textOf(node: TreeNode): string {
  if (node.type === 'text' || node.type === 'inlineCode') return String(node.value ?? '');
  return (node.children ?? []).map(textOf).join('');
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The h2 and h3 headings in reading order, each with a unique id. With `assign`, the id is also
 * written onto the node so the compiled page renders <h2 id="...">.
 */
export function headingsOf(tree: TreeNode, { assign = false } = {}): PostHeading[] {
  const used = new Map<string, number>();
  const headings: PostHeading[] = [];
  for (const node of tree.children ?? []) {
    if (node.type !== 'heading' || (node.depth !== 2 && node.depth !== 3)) continue;
    const text = textOf(node).trim();
    const base = slugify(text) || 'section';
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${seen + 1}`;
    if (assign) node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
    headings.push({ id, text, depth: node.depth });
  }
  return headings;
}

/** Markdown's own constructs a post may use; everything else must be an article component. */
const MARKDOWN_NODES = new Set([
  'root',
  'yaml',
  'paragraph',
  'text',
  'heading',
  'strong',
  'emphasis',
  'delete',
  'link',
  'list',
  'listItem',
  'inlineCode',
  'code',
  'blockquote',
  'thematicBreak',
  'break',
  'table',
  'tableRow',
  'tableCell',
  'image',
]);
const COMPONENTS = new Set<string>(ARTICLE_COMPONENT_NAMES);

function problemsIn(node: TreeNode, into: string[]): string[] {
  const at = node.position ? `line ${node.position.start.line}: ` : '';
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    if (!COMPONENTS.has(node.name ?? '')) {
      into.push(`${at}<${node.name ?? ''}> is not available; use Markdown or ${ARTICLE_COMPONENT_NAMES.join(', ')}`);
    }
  } else if (node.type === 'mdxjsEsm') {
    into.push(`${at}import and export are not allowed: the article components need no import`);
  } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
    into.push(`${at}{expressions} are not allowed in the text`);
  } else if (node.type === 'heading' && node.depth === 1) {
    into.push(`${at}# is the page title, taken from the frontmatter: start sections at ##`);
  } else if (node.type === 'image' && !node.alt?.trim()) {
    into.push(`${at}an image needs alt text: ![what it shows](/path)`);
  } else if (!MARKDOWN_NODES.has(node.type)) {
    into.push(`${at}${node.type} is not allowed in a post`);
  }
  for (const child of node.children ?? []) problemsIn(child, into);
  return into;
}

/**
 * Checks that the body uses only Markdown and the shared article components: no raw HTML, no
 * imports, no code. Throws a message naming the file and each offending line.
 */
export function checkPostContent(tree: TreeNode, file: string): void {
  const problems = problemsIn(tree, []);
  if (problems.length > 0) throw new Error(`Invalid blog post ${file}:\n  - ${problems.join('\n  - ')}`);
}

/** Attributes that carry a link target or a style choice, not words a reader sees. */
const NON_TEXT_ATTRIBUTES = new Set(['to', 'href', 'src', 'tone']);

function stringsInExpression(node: unknown, into: string[]): void {
  if (Array.isArray(node)) {
    for (const item of node) stringsInExpression(item, into);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const record = node as Record<string, unknown>;
  if (record.type === 'Literal' && typeof record.value === 'string') into.push(record.value);
  if (record.type === 'TemplateElement') into.push(String((record.value as { cooked?: string }).cooked ?? ''));
  for (const [key, value] of Object.entries(record)) {
    if (key !== 'loc' && key !== 'range' && key !== 'start' && key !== 'end') stringsInExpression(value, into);
  }
}

function collectText(node: TreeNode, into: string[]): void {
  if (node.type === 'yaml' || node.type === 'code' || node.type === 'mdxjsEsm') return;
  if (node.type === 'text' || node.type === 'inlineCode') into.push(String(node.value ?? ''));
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || NON_TEXT_ATTRIBUTES.has(attribute.name ?? '')) continue;
    if (typeof attribute.value === 'string') into.push(attribute.value);
    else if (typeof attribute.value === 'object' && attribute.value !== null) {
      stringsInExpression((attribute.value as TreeNode).data?.estree, into);
    }
  }
  for (const child of node.children ?? []) collectText(child, into);
}

/** Words a reader reads: prose, headings, list items, and the texts inside tables, timelines and callouts. */
export function wordCountOf(tree: TreeNode): number {
  const texts: string[] = [];
  collectText(tree, texts);
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

export function readingMinutesFor(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
