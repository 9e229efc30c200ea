/**
 * Writes every prerendered page's link-preview PNG into the built site, at the path its own
 * og:image tag names, drawn from its own og:title: the page's meta is the one source. Runs in
 * React Router's buildEnd (react-router.config.ts). Images are cached by their content under
 * node_modules/.cache/og-images, so a rebuild draws only the pages whose title changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { prerenderPaths } from '../../src/app/paths.ts';
import { firm } from '../../src/content/firm.ts';
import { renderOgImage, type OgImageText } from './render.ts';

const CACHE_DIR = path.resolve('node_modules/.cache/og-images');
const RENDERER = new URL('./render.ts', import.meta.url);

/** A `<meta property>` tag's content, its character references decoded by the HTML parser. */
function metaProperty(page: ReturnType<typeof parseDocument>, property: string): string | undefined {
  const meta = DomUtils.findOne(
    (element) => element.name === 'meta' && element.attribs.property === property,
    page.children,
  );
  return meta?.attribs.content;
}

function htmlFileOf(clientDir: string, urlPath: string): string {
  return path.join(clientDir, urlPath === '/' ? '' : urlPath, 'index.html');
}

/** What one page's image shows, and where it goes, read from the page's own meta tags. */
export function previewOf(html: string, urlPath: string): { file: string; text: OgImageText } {
  const page = parseDocument(html);
  const title = metaProperty(page, 'og:title');
  const image = metaProperty(page, 'og:image');
  if (!title || !image) throw new Error(`${urlPath}: the prerendered page has no og:title or og:image`);
  // The image names the firm already: "Title | Firm" and "Firm: Title" show as "Title".
  const suffix = ` | ${firm.name}`;
  const prefix = `${firm.name}: `;
  let shown = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  if (shown.startsWith(prefix)) shown = shown.slice(prefix.length);
  return { file: new URL(image).pathname, text: { title: shown, firmName: firm.name, label: firm.label } };
}

export async function writeOgImages(clientDir: string): Promise<number> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const renderer = readFileSync(RENDERER, 'utf8');
  let drawn = 0;
  const used = new Set<string>();
  const paths = prerenderPaths();
  for (const urlPath of paths) {
    const { file, text } = previewOf(readFileSync(htmlFileOf(clientDir, urlPath), 'utf8'), urlPath);
    const key = createHash('sha256').update(renderer).update(JSON.stringify(text)).digest('hex').slice(0, 32);
    const cached = path.join(CACHE_DIR, `${key}.png`);
    used.add(`${key}.png`);
    if (!existsSync(cached)) {
      writeFileSync(cached, await renderOgImage(text));
      drawn++;
    }
    const target = path.join(clientDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, readFileSync(cached));
  }
  // Keep the cache to this build's images, so it does not grow with every renamed page.
  for (const name of readdirSync(CACHE_DIR)) if (!used.has(name)) rmSync(path.join(CACHE_DIR, name));
  console.log(`Link-preview images: ${paths.length} pages, ${drawn} drawn, ${paths.length - drawn} from cache.`);
  return paths.length;
}
