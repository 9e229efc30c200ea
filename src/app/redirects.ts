/** Permanent redirects: alternative spellings → canonical path (document 1 gives both readings). */
export const redirects: Readonly<Record<string, string>> = {
  '/services/soc2': '/services/soc-2',
};
