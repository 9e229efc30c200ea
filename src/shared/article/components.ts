import type { ComponentType } from 'react';
import { ArticleLink } from './ArticleLink.tsx';
import { CallToAction } from './CallToAction.tsx';
import { Callout } from './Callout.tsx';
import type { ArticleComponentName } from '../../content/blog/component-names.ts';
import { ComparisonTable } from './ComparisonTable.tsx';
import { FirmEmailLink } from './FirmEmailLink.tsx';
import { PhaseList } from './PhaseList.tsx';
import { SocialLinks } from './SocialLinks.tsx';
import { Timeline } from './Timeline.tsx';

/**
 * What a post may use without importing it (passed to each compiled post as its `components`
 * prop), and `a` for its Markdown links. The build refuses a post using anything else.
 */
export const articleComponents = {
  a: ArticleLink,
  CallToAction,
  Callout,
  ComparisonTable,
  FirmEmailLink,
  PhaseList,
  SocialLinks,
  Timeline,
} satisfies Record<ArticleComponentName | 'a', ComponentType<never>>;
