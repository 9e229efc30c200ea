import { describe, expect, it } from 'vitest';
import { about } from '../../src/content/about.ts';
import { firm } from '../../src/content/firm.ts';
import { identityOf, sectionsShown } from '../../src/content/identity.ts';
import { firm as filled } from '../fixtures/firm/filled-firm.ts';

describe('what the About and home pages say about the firm', () => {
  it('says nothing about people, credentials, sectors or clients by default', () => {
    expect(identityOf(firm, about.credentialNotes)).toEqual({
      team: [],
      credentials: [],
      clientSectors: [],
      caseStudies: [],
    });
  });

  it('shows the credentials the configured team holds, explained where a note exists', () => {
    const identity = identityOf(filled, about.credentialNotes);
    expect(identity.team.map((member) => member.name)).toEqual(['Meera Kulkarni', 'Arjun Mehta']);
    expect(identity.credentials.map((credential) => credential.title)).toEqual([
      'CISA',
      'ISO/IEC 27001 Lead Auditor',
      'CIPP/E',
      'Certified Quality Auditor',
    ]);
    expect(identity.credentials[0]?.description).toMatch(/ISACA/);
    expect(identity.credentials[3]?.description).toBeUndefined();
    expect(identity.clientSectors).toEqual(filled.clientSectors);
    expect(identity.caseStudies).toEqual(filled.caseStudies);
  });
});

describe('the About page claims about its team', () => {
  const teamSections = about.sections.filter((section) => section.requires === 'credentialed-team');

  it('has a team-experience claim to hold back', () => {
    expect(teamSections.length).toBeGreaterThan(0);
  });

  it('leaves the claim out while the firm config lists no team with credentials', () => {
    const shown = sectionsShown(about.sections, identityOf(firm, about.credentialNotes));
    for (const section of teamSections) expect(shown).not.toContain(section);
    const noCredentials = { ...filled, team: filled.team?.map((member) => ({ ...member, credentials: [] })) };
    const shownWithout = sectionsShown(about.sections, identityOf(noCredentials, about.credentialNotes));
    for (const section of teamSections) expect(shownWithout).not.toContain(section);
  });

  it('shows it once team members with credentials are configured', () => {
    const shown = sectionsShown(about.sections, identityOf(filled, about.credentialNotes));
    for (const section of teamSections) expect(shown).toContain(section);
  });
});
