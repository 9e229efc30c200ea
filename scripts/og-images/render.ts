/**
 * Draws one link-preview image (1200 by 630 PNG): the firm's mark and name, the page title in
 * large type, and the firm's label. Pure JavaScript and WebAssembly: opentype.js turns text into
 * glyph outlines (so no font has to be installed) and resvg's WebAssembly build rasterises the SVG.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import opentype, { type Font, type Glyph } from 'opentype.js';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../../src/shared/og-image.ts';

const require = createRequire(import.meta.url);

export interface OgImageText {
  readonly title: string;
  readonly firmName: string;
  readonly label: string;
}

const MARGIN = 80;
const TEXT_WIDTH = OG_IMAGE_WIDTH - 2 * MARGIN;
/** Title sizes tried in order; the first at which the title fits in three lines wins. */
const TITLE_SIZES = [68, 60, 54, 48] as const;
const SMALLEST_TITLE_SIZE = 42;
const MAX_TITLE_LINES = 3;

interface Fonts {
  readonly bold: readonly Font[];
  readonly medium: readonly Font[];
}

let ready: Promise<Fonts> | null = null;

function loadFont(file: string): Font {
  const buffer = readFileSync(require.resolve(`@fontsource/inter/files/${file}`));
  return opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
}

/** Loads the WebAssembly module and the Inter fonts once (Latin first, Latin Extended for the rest). */
function init(): Promise<Fonts> {
  ready ??= (async () => {
    await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return {
      bold: [loadFont('inter-latin-700-normal.woff'), loadFont('inter-latin-ext-700-normal.woff')],
      medium: [loadFont('inter-latin-500-normal.woff'), loadFont('inter-latin-ext-500-normal.woff')],
    };
  })();
  return ready;
}

/** The glyph for a character from the first font that has one (index 0 is "missing"). */
function glyphOf(fonts: readonly Font[], character: string): { font: Font; glyph: Glyph } {
  for (const font of fonts) {
    const glyph = font.charToGlyph(character);
    if (glyph.index !== 0) return { font, glyph };
  }
  const font = fonts[0] as Font;
  return { font, glyph: font.charToGlyph(character) };
}

/** Outline of a line of text as SVG path data, and its advance width. No shaping: Latin needs none. */
function layout(fonts: readonly Font[], text: string, x: number, y: number, size: number) {
  let cursor = x;
  let data = '';
  let previous: { font: Font; glyph: Glyph } | null = null;
  for (const character of text) {
    const current = glyphOf(fonts, character);
    const scale = size / current.font.unitsPerEm;
    if (previous && previous.font === current.font) {
      cursor += current.font.getKerningValue(previous.glyph, current.glyph) * scale;
    }
    data += current.glyph.getPath(cursor, y, size).toPathData(2);
    cursor += current.glyph.advanceWidth * scale;
    previous = current;
  }
  return { data, width: cursor - x };
}

function widthOf(fonts: readonly Font[], text: string, size: number): number {
  return layout(fonts, text, 0, 0, size).width;
}

/**
 * Words to wrap, with a standard's name kept with its number ("SOC 2", "ISO/IEC 27001") and a
 * small count kept with what it counts ("7 Sutras").
 */
function words(text: string): string[] {
  const joined: string[] = [];
  let glueNext = false;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && (glueNext || (/^[A-Z][A-Z/]+$/.test(previous) && /^\d/.test(word)))) {
      joined[joined.length - 1] = `${previous} ${word}`;
    } else joined.push(word);
    glueNext = /^\d{1,3}$/.test(word);
  }
  return joined;
}

/** Greedy word wrap to `maxWidth`; a word wider than a line is cut with an ellipsis. */
export function wrap(fonts: readonly Font[], text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of words(text)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(fonts, candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.map((text) => {
    if (widthOf(fonts, text, size) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 1 && widthOf(fonts, `${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  });
}

/** Title lines at the largest size that fits in three lines; the last line ends in "…" if it still does not. */
function titleLayout(fonts: readonly Font[], title: string): { size: number; lines: string[] } {
  for (const size of [...TITLE_SIZES, SMALLEST_TITLE_SIZE]) {
    const lines = wrap(fonts, title, size, TEXT_WIDTH);
    if (lines.length <= MAX_TITLE_LINES) return { size, lines };
  }
  const size = SMALLEST_TITLE_SIZE;
  const lines = wrap(fonts, title, size, TEXT_WIDTH);
  const kept = lines.slice(0, MAX_TITLE_LINES);
  let last = kept[MAX_TITLE_LINES - 1] ?? '';
  while (last.length > 1 && widthOf(fonts, `${last}…`, size) > TEXT_WIDTH) last = last.slice(0, -1);
  kept[MAX_TITLE_LINES - 1] = `${last.trimEnd()}…`;
  return { size, lines: kept };
}

const MARK = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');

export function ogImageSvg(fonts: Fonts, text: OgImageText): string {
  const firm = layout(fonts.bold, text.firmName, MARGIN + 76, MARGIN + 40, 34);
  const label = layout(fonts.medium, text.label.toUpperCase(), MARGIN, OG_IMAGE_HEIGHT - MARGIN + 8, 24);
  const { size, lines } = titleLayout(fonts.bold, text.title);
  const lineHeight = Math.round(size * 1.18);
  // The title block is centred in the space between the firm's name and the label.
  const top = MARGIN + 64;
  const bottom = OG_IMAGE_HEIGHT - MARGIN - 48;
  const firstBaseline = Math.round((top + bottom - lineHeight * lines.length) / 2 + size * 0.95);
  const title = lines
    .map((line, index) => layout(fonts.bold, line, MARGIN, firstBaseline + index * lineHeight, size).data)
    .join('');
  const mark = MARK.replace(
    /^<svg[^>]*>/,
    `<svg x="${MARGIN + 6}" y="${MARGIN + 2}" width="48" height="48" viewBox="0 0 40 40">`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE_WIDTH}" height="${OG_IMAGE_HEIGHT}" viewBox="0 0 ${OG_IMAGE_WIDTH} ${OG_IMAGE_HEIGHT}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b2545"/><stop offset="0.6" stop-color="#13315c"/><stop offset="1" stop-color="#134e5e"/></linearGradient>
<radialGradient id="glow" cx="0.85" cy="0.2" r="0.5"><stop offset="0" stop-color="#13807a" stop-opacity="0.45"/><stop offset="1" stop-color="#13807a" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect width="100%" height="100%" fill="url(#glow)"/>
<rect x="${MARGIN}" y="${MARGIN - 4}" width="60" height="60" rx="14" fill="#ffffff"/>
${mark}
<path d="${firm.data}" fill="#ffffff"/>
<path d="${title}" fill="#ffffff"/>
<rect x="${MARGIN}" y="${OG_IMAGE_HEIGHT - MARGIN - 34}" width="72" height="5" rx="2.5" fill="#52b6ae"/>
<path d="${label.data}" fill="#a7dbd6"/>
</svg>`;
}

/** The PNG bytes of one preview image. */
export async function renderOgImage(text: OgImageText): Promise<Uint8Array> {
  const fonts = await init();
  const resvg = new Resvg(ogImageSvg(fonts, text), { font: { loadSystemFonts: false } });
  return resvg.render().asPng();
}
