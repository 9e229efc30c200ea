/** Components a post may use without importing them (implemented in src/shared/article/components.ts). */
export const ARTICLE_COMPONENT_NAMES = [
  'CallToAction',
  'Callout',
  'ComparisonTable',
  'FirmEmailLink',
  'PhaseList',
  'SocialLinks',
  'Timeline',
] as const;

export type ArticleComponentName = (typeof ARTICLE_COMPONENT_NAMES)[number];
