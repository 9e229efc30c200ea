/** Texts of the blog's list page (/blog). */
export const blogPage = {
  eyebrow: 'Blog',
  title: 'Compliance guides and insights',
  lead: 'Practical, source-checked articles on ISO standards, SOC reports, TISAX and AI governance, written by our advisory team for the people who run compliance programmes.',
  metaTitle: 'Blog: Compliance Guides and Insights',
  metaDescription:
    'Guides to SOC reports, ISO/IEC 27001:2022, TISAX, the RBI FREE-AI framework and AI lifecycle governance from our compliance consultants.',
} as const;
