/**
 * The check of the firm config (src/content/firm.ts): a TypeBox schema of every field, checked at
 * build (react-router.config.ts), at every start (the server's settings) and by check:launch, so
 * a typo fails loudly instead of shipping a broken mailto or URL. Node only: the site's pages take
 * the config as it is, and the schema and Ajv stay out of their scripts.
 */
import { Type, type Static } from 'typebox';
import { FORMATS } from '../validation/formats.ts';
import { schemaCheck } from '../validation/ajv.ts';
import type { FirmConfig } from './firm-config.ts';

const Text = Type.String({ format: 'non-blank' });
const Email = Type.String({ format: 'email-address' });
const HttpUrl = Type.String({ format: 'http-url' });
const Phone = Type.String({
  pattern: '^\\+?[0-9][0-9 ()./-]{5,22}[0-9]$',
  description: 'a phone number (digits, spaces, +, -, parentheses)',
});
const strict = { additionalProperties: false } as const;

const PostalAddress = Type.Object(
  { streetAddress: Text, locality: Text, region: Type.Optional(Text), postalCode: Text, country: Text },
  strict,
);
const TeamMember = Type.Object(
  {
    id: Type.String({ pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'lowercase letters, digits and hyphens' }),
    name: Text,
    role: Text,
    credentials: Type.Array(Text),
    profileUrl: Type.Optional(HttpUrl),
  },
  strict,
);

const Firm = Type.Object(
  {
    name: Text,
    label: Text,
    taglines: Type.Tuple([Text, Text]),
    email: Email,
    siteUrl: Type.String({ format: 'site-origin', description: 'an http(s) origin without a trailing slash' }),
    location: Text,
    country: Text,
    social: Type.Array(Type.Object({ label: Text, url: HttpUrl }, strict)),
    analytics: Type.Union([
      Type.Object(
        {
          scriptUrl: Type.String({ format: 'https-url' }),
          attributes: Type.Optional(Type.Record(Type.String(), Type.String())),
        },
        strict,
      ),
      Type.Null(),
    ]),
    replyPromiseHours: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 336, description: 'whole hours from 1 to 336 (two weeks)' }),
    ),
    legalName: Type.Optional(Text),
    registeredAddress: Type.Optional(PostalAddress),
    phone: Type.Optional(Phone),
    privacyEmail: Type.Optional(Email),
    dataProtectionContact: Type.Optional(
      Type.Object({ name: Text, role: Type.Optional(Text), email: Email, phone: Type.Optional(Phone) }, strict),
    ),
    serviceProviders: Type.Optional(
      Type.Array(
        Type.Object({ name: Text, purpose: Text, location: Text, transferSafeguard: Type.Optional(Text) }, strict),
      ),
    ),
    euRepresentative: Type.Optional(Type.Object({ name: Text, address: Text, email: Email }, strict)),
    team: Type.Optional(Type.Array(TeamMember)),
    clientSectors: Type.Optional(Type.Array(Text)),
    caseStudies: Type.Optional(
      Type.Array(Type.Object({ sector: Text, challenge: Text, work: Text, outcome: Text, duration: Text }, strict)),
    ),
  },
  strict,
);

// What the schema accepts is a FirmConfig (firm-config.ts keeps the documented shape): this stops
// compiling when the two part.
const accepted: (value: Static<typeof Firm>) => FirmConfig = (value) => value;

const checkFirm = schemaCheck(Firm, {
  formats: {
    'site-origin': (value) => (FORMATS['http-url']?.(value) ?? false) && !value.endsWith('/'),
  },
});

/** A team member's name or id listed twice: what the schema cannot see, found even in an invalid config. */
function duplicates(config: unknown): string[] {
  const team: unknown[] =
    typeof config === 'object' && config !== null && 'team' in config && Array.isArray(config.team) ? config.team : [];
  const problems: string[] = [];
  for (const key of ['name', 'id'] as const) {
    const values = team.map((member) => {
      const value: unknown = typeof member === 'object' && member !== null ? Reflect.get(member, key) : undefined;
      return typeof value === 'string' ? value.trim() : undefined;
    });
    values.forEach((value, index) => {
      if (value !== undefined && values.indexOf(value) !== index) {
        problems.push(`team[${index}].${key}: "${value}" is listed twice`);
      }
    });
  }
  return problems;
}

/** The config when it is valid; else throws, listing every problem under the file's name. */
export function checkFirmConfig(config: unknown, file = 'src/content/firm.ts'): FirmConfig {
  const checked = checkFirm(config);
  const problems = [
    ...(checked.ok ? [] : checked.problems.map((problem) => `${problem.field || 'the config'}: ${problem.text}`)),
    ...duplicates(config),
  ];
  if (!checked.ok || problems.length > 0) throw new Error(`${file} is invalid:\n- ${problems.join('\n- ')}`);
  return accepted(checked.value);
}
