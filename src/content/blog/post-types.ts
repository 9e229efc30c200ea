/**
 * Shapes of a blog post as pages receive it. No imports: browser code takes its types from here,
 * while reading and checking the files (./posts.ts, ./frontmatter.ts) is build-time Node code.
 */
export interface HeroImage {
  /** Path under public/, e.g. "/blog/my-post.svg". */
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface PostFrontmatter {
  /** Equals the file name without ".mdx"; the post's URL is /blog/{slug}. */
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** ISO calendar date, YYYY-MM-DD (the day of publication, no time zone). */
  readonly date: string;
  /** Day the text last changed in substance, when it has since publication (JSON-LD dateModified). */
  readonly updated?: string;
  /** Day someone last checked the article against current facts (see freshness.ts). */
  readonly reviewed: string;
  /**
   * The team member (name) who did that review, from `reviewedBy` (a team member id): the page says
   * "Last reviewed" only when someone is named, and otherwise shows only "Updated".
   */
  readonly reviewer?: string;
  /** A team member's name from the firm config, or the firm's name when the post names nobody. */
  readonly author: string;
  readonly heroImage: HeroImage;
}

export interface PostHeading {
  readonly id: string;
  readonly text: string;
  readonly depth: 2 | 3;
}

export interface PostSummary extends PostFrontmatter {
  readonly readingMinutes: number;
  readonly wordCount: number;
}

export interface Post extends PostSummary {
  /** h2 and h3 headings with the ids the article renders, for the table of contents. */
  readonly headings: readonly PostHeading[];
}
