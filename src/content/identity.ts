/**
 * What the About and home pages may say about the firm's people and work: only what the firm
 * config (./firm.ts) sets. Credentials are those the team members hold, explained by the notes
 * in ./about.ts where one exists. Pure: route loaders call it at build time.
 */
import type { CaseStudy, FirmConfig, TeamMember } from './firm-config.ts';
import type { AboutSection, TitledText } from './types.ts';

export interface HeldCredential {
  readonly title: string;
  /** What it is, when ./about.ts explains it. */
  readonly description?: string;
}

export interface FirmIdentity {
  readonly team: readonly TeamMember[];
  readonly credentials: readonly HeldCredential[];
  readonly clientSectors: readonly string[];
  readonly caseStudies: readonly CaseStudy[];
}

export function identityOf(firm: FirmConfig, notes: readonly TitledText[]): FirmIdentity {
  const team = firm.team ?? [];
  const held = [...new Set(team.flatMap((member) => member.credentials.map((credential) => credential.trim())))];
  return {
    team,
    credentials: held.map((title) => {
      const note = notes.find((candidate) => candidate.title.toLowerCase() === title.toLowerCase());
      return note ? { title, description: note.description } : { title };
    }),
    clientSectors: firm.clientSectors ?? [],
    caseStudies: firm.caseStudies ?? [],
  };
}

/** The About sections the firm config backs: a team claim only while team members hold credentials. */
export function sectionsShown(sections: readonly AboutSection[], identity: FirmIdentity): AboutSection[] {
  return sections.filter((section) => section.requires !== 'credentialed-team' || identity.credentials.length > 0);
}
