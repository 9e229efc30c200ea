import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { firm, defineFirmConfig } from '../../src/content/firm.ts';
import { launchReport } from '../../src/content/launch-check.ts';
import { noticeSettingsFrom } from '../../src/content/privacy/notice-settings.ts';
import { buildPrivacyNotice, noticeContentHash } from '../../src/privacy-notice/notice.ts';
import { loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { placeholdersInUse, placeholderWarning } from '../../src/content/placeholders.ts';
import { firm as filled } from '../fixtures/firm/filled-firm.ts';
import { runLaunchCheck } from '../../scripts/check-launch.ts';

const FRESH = [{ slug: 'a-post', title: 'A post', reviewed: '2026-11-01', reviewer: 'Meera Kulkarni' }];

/** The command in this process, through its one entry: the same options, output and exit code. */
async function checkLaunchWith(env: Record<string, string>, ...args: string[]) {
  let output = '';
  const write = (text: string) => (output += text);
  const status = await runLaunchCheck(args, { env: { ...process.env, ...env }, out: write, err: write });
  return { status, output };
}

const checkLaunch = (...args: string[]) => checkLaunchWith({}, ...args);

describe('placeholders', () => {
  it('lists the example.com email and site URL of the shipped defaults', () => {
    expect(placeholdersInUse(firm)).toEqual([
      { field: 'email', value: 'contact@example.com' },
      { field: 'siteUrl', value: 'https://www.example.com' },
    ]);
  });

  it('finds reserved domains and "example" profiles wherever they are', () => {
    const config = defineFirmConfig({
      ...filled,
      social: [{ label: 'X', url: 'https://x.com/example' }],
      privacyEmail: 'privacy@firm.test',
      dataProtectionContact: { name: 'A. Person', email: 'dpo@mail.example.org' },
      team: [
        {
          id: 'a-person',
          name: 'A. Person',
          role: 'Consultant',
          credentials: [],
          profileUrl: 'https://www.linkedin.com/in/example',
        },
      ],
    });
    expect(placeholdersInUse(config).map((placeholder) => placeholder.field)).toEqual([
      'social[0].url',
      'privacyEmail',
      'dataProtectionContact.email',
      'team[0].profileUrl',
    ]);
  });

  it('finds none in a filled config, so start-up stays quiet', () => {
    expect(placeholdersInUse(filled)).toEqual([]);
    expect(placeholderWarning(filled)).toBeNull();
  });

  it('warns at start with one message naming each placeholder', () => {
    expect(placeholderWarning(firm)).toBe(
      [
        'src/content/firm.ts still has placeholder values; visitors would see them as real:',
        '- email: "contact@example.com" is a placeholder; set the firm\'s real value',
        '- siteUrl: "https://www.example.com" is a placeholder; set the firm\'s real value',
      ].join('\n'),
    );
  });
});

describe('launch report', () => {
  it('fails on the defaults and warns about what the privacy notice cannot name', () => {
    const report = launchReport({ firm, articles: FRESH, today: '2026-11-23' });
    expect(report.errors).toHaveLength(2);
    expect(report.warnings.join('\n')).toMatch(/legalName is not set/);
    expect(report.warnings.join('\n')).toMatch(/dataProtectionContact is not set/);
  });

  it('passes a filled config with no warning while every article is fresh', () => {
    expect(launchReport({ firm: filled, articles: FRESH, today: '2026-11-23' })).toEqual({ errors: [], warnings: [] });
  });

  it('warns, without failing, about an article last reviewed more than 18 months ago', () => {
    const articles = [{ slug: 'old-post', title: 'Old post', reviewed: '2025-05-22', reviewer: 'Meera Kulkarni' }];
    const report = launchReport({ firm: filled, articles, today: '2026-11-23' });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toEqual([
      'article "Old post" (/blog/old-post) was last reviewed on 2025-05-22, more than 18 months ago: check it against current facts, then set "reviewed" in its frontmatter',
    ]);
  });
});

describe('launch report: claims the config must back', () => {
  it('lists, as warnings, articles that name no reviewer', () => {
    const articles = [...FRESH, { slug: 'unnamed', title: 'Unnamed', reviewed: '2026-11-01' }];
    const report = launchReport({ firm: filled, articles, today: '2026-11-23' });
    expect(report.errors).toEqual([]);
    expect(report.warnings).toHaveLength(1);
    expect(report.warnings[0]).toMatch(/^article "Unnamed" \(\/blog\/unnamed\) names no reviewer/);
  });

  it('fails while the identity is filled in and no provider is listed', () => {
    const report = launchReport({ firm: { ...filled, serviceProviders: [] }, articles: FRESH, today: '2026-11-23' });
    expect(report.errors).toHaveLength(1);
    expect(report.errors[0]).toMatch(/^serviceProviders is empty while the firm identity is filled in/);
  });

  it('warns when a firm outside the EEA names no EU representative, and not once it does', () => {
    const abroad = { ...filled, country: 'India' };
    expect(launchReport({ firm: abroad, articles: FRESH, today: '2026-11-23' }).warnings).toEqual([]);
    const inGermany = { ...filled, country: 'Germany', euRepresentative: undefined };
    expect(launchReport({ firm: inGermany, articles: FRESH, today: '2026-11-23' }).warnings).toEqual([]);
    const without = { ...filled, euRepresentative: undefined };
    const warnings = launchReport({ firm: without, articles: FRESH, today: '2026-11-23' }).warnings;
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^euRepresentative is not set: the firm works from India, outside the EEA/);
  });

  it('warns about a provider outside the EEA and India without a transfer safeguard', () => {
    const provider = { name: 'Far Mail', purpose: 'delivers our email', location: 'Virginia, United States' };
    const firmWith = (transferSafeguard?: string) => ({
      ...filled,
      serviceProviders: [
        ...(filled.serviceProviders ?? []),
        { ...provider, ...(transferSafeguard ? { transferSafeguard } : {}) },
      ],
    });
    const warnings = launchReport({ firm: firmWith(), articles: FRESH, today: '2026-11-23' }).warnings;
    expect(warnings).toEqual([
      expect.stringMatching(/^serviceProviders\[2\] \("Far Mail"\) processes data in Virginia/),
    ]);
    const safe = firmWith('standard contractual clauses');
    expect(launchReport({ firm: safe, articles: FRESH, today: '2026-11-23' }).warnings).toEqual([]);
  });
});

describe('launch report: text written around a coming date', () => {
  const dates = { obligations: { date: '2027-05-13', event: 'most obligations apply' } };

  it('says nothing while the date is ahead, and warns, without failing, from that day on', () => {
    const before = launchReport({ firm: filled, articles: FRESH, keyDates: dates, today: '2027-05-12' });
    expect(before).toEqual({ errors: [], warnings: [] });
    for (const today of ['2027-05-13', '2028-01-01']) {
      const report = launchReport({ firm: filled, articles: FRESH, keyDates: dates, today });
      expect(report.errors).toEqual([]);
      expect(report.warnings).toHaveLength(1);
      expect(report.warnings[0]).toContain('"obligations" (13 May 2027: most obligations apply) has passed');
      expect(report.warnings[0]).toContain('{date:obligations}');
    }
  });
});

describe('the privacy notice\'s "last updated" day', () => {
  const notice = buildPrivacyNotice({ firm: filled, forms: loadCatalogue(), ...noticeSettingsFrom({}) });
  const datedContent = noticeContentHash(notice.sections);
  const warningsFor = (version: string) =>
    launchReport({ firm: filled, articles: FRESH, today: '2026-11-27', notice: { version, datedContent } }).warnings;

  it('passes while the notice has the content its day was set for', () => {
    expect(warningsFor(notice.version)).toEqual([]);
  });

  it('is asked for again once a text of the notice changes, with the content to record beside it', () => {
    const [first, ...rest] = notice.sections;
    if (!first) throw new Error('the notice has no sections');
    const reworded = [{ ...first, heading: `${first.heading}, and how to reach us` }, ...rest];
    const content = noticeContentHash(reworded);
    const warnings = warningsFor(`${notice.lastUpdated}.${content}`);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`(${notice.lastUpdated})`);
    expect(warnings[0]).toContain(`PRIVACY_NOTICE_DATED_CONTENT to "${content}"`);
  });
});

describe('npm run check:launch', () => {
  it('asks for a new "last updated" day once a setting rewords the notice, naming the content to record', async () => {
    // The content each run would record (none while the shipped notice is dated for its content).
    const toRecord = (output: string) =>
      [...output.matchAll(/PRIVACY_NOTICE_DATED_CONTENT to "(\w+)"/g)].map((m) => m[1]);
    const reworded = toRecord((await checkLaunchWith({ RIGHTS_ANSWER_PERIOD: '14 days' })).output);
    expect(reworded).toHaveLength(1);
    expect(toRecord((await checkLaunch()).output)).not.toContain(reworded[0]);
  });

  it('exits 1 on the shipped defaults and prints each placeholder', () => {
    // As a process, once: the exit code is the process's own.
    const run = spawnSync(process.execPath, ['scripts/check-launch.ts'], { encoding: 'utf8' });
    const [status, output] = [run.status, run.stdout + run.stderr];
    expect(status).toBe(1);
    expect(output).toContain('ERROR    email: "contact@example.com" is a placeholder');
    expect(output).toContain('ERROR    siteUrl: "https://www.example.com" is a placeholder');
    expect(output).toContain('check:launch failed: 2 problem(s)');
  });

  it('exits 0 on a filled config', async () => {
    const { status, output } = await checkLaunch('--firm', 'tests/fixtures/firm/filled-firm.ts');
    expect(output).not.toContain('ERROR');
    expect(output).toContain('check:launch passed');
    expect(status).toBe(0);
  });

  it('exits 1 on a config that is not valid, naming the file and each wrong field', async () => {
    const file = 'tests/fixtures/firm/invalid-firm.ts';
    const { status, output } = await checkLaunch('--firm', file);
    expect(output).toContain(`ERROR    ${file} is invalid:`);
    expect(output).toContain('- email: must be an email address, got "hello(at)harbourline.example"');
    expect(output).toContain('- social[0].url: must be an http(s) URL, got "linkedin"');
    expect(output).toContain('check:launch failed: the firm config is invalid.');
    expect(status).toBe(1);
  });

  it('exits 2 on a mistyped option, naming it', async () => {
    const { status, output } = await checkLaunch('--frim', 'tests/fixtures/firm/filled-firm.ts');
    expect(output).toContain("Unknown option '--frim'");
    expect(output).toContain('Usage: npm run check:launch');
    expect(status).toBe(2);
  });
});
