/**
 * Where each page's link-preview image lives: one PNG per prerendered page, drawn at build time
 * from the page's title and the firm's name (scripts/og-images/). Pure, so page meta and the
 * build agree on the file name.
 */

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;
export const OG_IMAGE_DIR = '/og';

/** "/" → "/og/home.png"; "/services/iso-27001" → "/og/services-iso-27001.png". */
export function ogImagePath(urlPath: string): string {
  const name =
    urlPath
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .toLowerCase() || 'home';
  return `${OG_IMAGE_DIR}/${name}.png`;
}
