import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { about } from '../../src/content/about.ts';
import { identityOf } from '../../src/content/identity.ts';
import { CaseStudies } from '../../src/shared/identity/CaseStudies.tsx';
import { ClientSectors } from '../../src/shared/identity/ClientSectors.tsx';
import { CredentialsSection } from '../../src/shared/identity/CredentialsSection.tsx';
import { TeamSection } from '../../src/shared/identity/TeamSection.tsx';
import { firm as filled } from '../fixtures/firm/filled-firm.ts';

function render(identity: ReturnType<typeof identityOf>): string {
  return renderToString(
    <MantineProvider>
      <TeamSection team={identity.team} />
      <CredentialsSection credentials={identity.credentials} />
      <CaseStudies studies={identity.caseStudies} />
      <ClientSectors sectors={identity.clientSectors} />
    </MantineProvider>,
  );
}

describe('About and home identity sections', () => {
  it('render what a filled firm config sets', () => {
    const html = render(identityOf(filled, about.credentialNotes));
    for (const text of [
      'Our team',
      'Meera Kulkarni',
      'Principal Consultant',
      'href="https://www.linkedin.com/in/meera-kulkarni-harbourline"',
      'Credentials our team holds',
      'Certified Quality Auditor',
      'Case studies',
      'Enterprise customers required ISO/IEC 27001 certification within a year.',
      '7 months',
      'Sectors our clients work in',
      'Banking and financial services',
    ]) {
      expect(html).toContain(text);
    }
    // Arjun Mehta has no profile: no link is made up for him.
    expect(html.match(/Profile<span/g)).toHaveLength(1);
  });

  it('render nothing at all while the config sets none of it', () => {
    const html = render(identityOf({ ...filled, team: [], clientSectors: [], caseStudies: [] }, about.credentialNotes));
    // Only Mantine's own style tag remains: no section, heading or list.
    expect(html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '')).toBe('');
  });
});
