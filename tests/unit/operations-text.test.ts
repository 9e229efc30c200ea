/** What operations tell people (log lines, health reports, alerts): useful, and never personal or secret. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formById, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { formatWait, judgeDelivery } from '../../src/server/operations/delivery-health.ts';
import { maskLogFields, publicError } from '../../src/server/operations/masking.ts';
import { builtNoticeVersion } from '../../src/server/operations/notice-version.ts';
import { smtpFailure, smtpReady, smtpTarget } from '../../src/server/operations/smtp-check.ts';
import { consentLabel } from '../../src/server/submissions/consent.ts';

describe('delivery errors shown beyond the server', () => {
  it.each([
    [
      '550 5.1.1 <jane.doe+leads@example.co.uk>: Recipient address rejected',
      '550 5.1.1 <[email]>: Recipient address rejected',
    ],
    ['connect ECONNREFUSED 10.0.0.25:587', 'connect ECONNREFUSED [ip]:[port]'],
    ['getaddrinfo ENOTFOUND smtp.corp.internal', 'getaddrinfo ENOTFOUND [host]'],
    ['connect ECONNREFUSED [2001:db8::25]:2525', 'connect ECONNREFUSED [[ip]]:[port]'],
    ['connect ETIMEDOUT mailhog:1025', 'connect ETIMEDOUT [host]:[port]'],
    ['550 5.7.1 mx7.relay.internal:2525 said no', '550 5.7.1 [host]:[port] said no'],
    [
      '421 4.7.0 [198.51.100.23] blocked, see https://postmaster.example.com/x',
      '421 4.7.0 [[ip]] blocked, see https://[host]/x',
    ],
    ['relayed via ::ffff:192.0.2.7 and 64:ff9b::192.0.2.8', 'relayed via [ip] and [ip]'],
    ['from fe80::1 and 2001:DB8:0:0:8:800:200C:417A', 'from [ip] and [ip]'],
    ['535 5.7.8 Username and Password not accepted', '535 5.7.8 Username and Password not accepted'],
    ['Message failed: 550 5.1.1 user unknown', 'Message failed: 550 5.1.1 user unknown'],
    ['version 1.2.3.4.5 is not an address', 'version 1.2.3.4.5 is not an address'],
    ['connect ECONNREFUSED 2001:db8::25:587', 'connect ECONNREFUSED [ip]'],
    ['connect ECONNREFUSED ::1', 'connect ECONNREFUSED [ip]'],
    ['421 at 10:15:00, try later', '421 at 10:15:00, try later'],
    ['line one\r\n  line two', 'line one line two'],
  ])('%j is shown as %j', (raw, shown) => {
    expect(publicError(raw)).toBe(shown);
  });

  it('masks the error fields of every log line, whoever logs them, and leaves the others alone', () => {
    const line = {
      job: 7,
      reason: '550 <ann@example.org> refused by mx.example.net',
      err: new Error('connect ECONNREFUSED 10.1.2.3:5432'),
      problem: 'getaddrinfo ENOTFOUND hooks.example.com',
      error: { message: 'refused at 2001:db8::1' },
      msg: 'kept as written',
    };
    expect(maskLogFields(line)).toEqual({
      job: 7,
      reason: '550 <[email]> refused by [host]',
      err: 'connect ECONNREFUSED [ip]:[port]',
      problem: 'getaddrinfo ENOTFOUND [host]',
      error: 'refused at [ip]',
      msg: 'kept as written',
    });
    const plain = { job: 1, form: 'contact' };
    expect(maskLogFields(plain)).toBe(plain);
  });

  it('is at most 300 characters', () => {
    expect(publicError('x'.repeat(1000))).toHaveLength(300);
  });

  it('reads waits as a person would', () => {
    expect([formatWait(42), formatWait(119), formatWait(960), formatWait(3 * 3600 + 5 * 60)]).toEqual([
      '42 s',
      '119 s',
      '16 min',
      '3 h 5 min',
    ]);
  });

  it('judges delivery failing on a dead letter or a wait past the threshold, healthy otherwise', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const waiting = { pending: 2, oldestPendingSince: '2026-11-23T11:50:00.000Z', dead: 0, lastError: null };
    expect(judgeDelivery(waiting, now, 15 * 60_000)).toMatchObject({ ok: true, oldestPendingSeconds: 600 });
    expect(judgeDelivery(waiting, now, 5 * 60_000)).toMatchObject({
      ok: false,
      problems: ['a lead has waited 10 min for delivery (threshold 5 min)'],
    });
    expect(judgeDelivery({ ...waiting, dead: 2 }, now, 15 * 60_000).problems).toEqual([
      '2 dead letters: delivery gave up (fix the cause, then npm run leads -- retry)',
    ]);
  });
});

describe('the SMTP start-up line', () => {
  const url = 'smtps://leads%40firm.example:p%40ss%3Aword@smtp.firm.example';

  it('names host, default port and the decoded user', () => {
    expect(smtpTarget(url)).toEqual({ host: 'smtp.firm.example', port: 465, user: 'leads@firm.example', secure: true });
    expect(smtpTarget('smtp://smtp.firm.example').port).toBe(587);
    expect(smtpReady(url)).toBe('SMTP ready: smtp.firm.example:465 as leads@firm.example');
    expect(smtpReady('smtp://relay.internal:25')).toBe('SMTP ready: relay.internal:25 (no login)');
  });

  it('says which setting to check, and never the password, even when the server echoes it', () => {
    const refused = Object.assign(new Error('Invalid login: 535 bad credentials for p@ss:word (p%40ss%3Aword)'), {
      code: 'EAUTH',
    });
    const line = smtpFailure(refused, url);
    expect(line).toMatch(/^SMTP not ready: smtp\.firm\.example:465 as leads@firm\.example: the login was refused/);
    expect(line).not.toContain('p@ss:word');
    expect(line).not.toContain('p%40ss%3Aword');
    const echoed = smtpFailure(
      Object.assign(new Error('Invalid login: 535 not for ann@example.org from 203.0.113.9 at mx.relay.internal'), {
        code: 'EAUTH',
      }),
      url,
    );
    expect(echoed).toContain('(Invalid login: 535 not for [email] from [ip] at [host])');
    expect(smtpFailure(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'EDNS' }), url)).toContain(
      'the host "smtp.firm.example" was not found',
    );
    expect(smtpFailure(Object.assign(new Error('wrong version number'), { code: 'ETLS' }), url)).toContain(
      'port 465 takes smtps://',
    );
  });
});

describe('the consent statement', () => {
  const definition = formById(loadCatalogue(), 'iso27001');

  it('is the label as the form displays it, without the required mark', () => {
    const consent = { ...definition.schema.properties.consent, title: 'I agree to hear from the firm *' };
    const titled: FormDefinition = {
      ...definition,
      schema: { ...definition.schema, properties: { ...definition.schema.properties, consent } },
    };
    expect(consentLabel(titled)).toBe('I agree to hear from the firm');
  });

  it("follows ui.json's ui:title when a consultant sets one, and is null for a form without a consent box", () => {
    const retitled: FormDefinition = {
      ...definition,
      ui: { ...definition.ui, consent: { 'ui:widget': 'checkbox', 'ui:title': 'I agree to be contacted *' } },
    };
    expect(consentLabel(retitled)).toBe('I agree to be contacted');
    expect(consentLabel(formById(loadCatalogue(), 'contact'))).toBeNull();
  });
});

describe('the privacy notice version of the build', () => {
  it('is read from the built /privacy page, and is null without one', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'site-'));
    try {
      expect(builtNoticeVersion(site)).toBeNull();
      mkdirSync(path.join(site, 'privacy'));
      writeFileSync(
        path.join(site, 'privacy', 'index.html'),
        '<p>Last updated <time>23 November 2026</time> · Version <span data-testid="notice-version">2026-11-23.67712814d86b</span></p>',
      );
      expect(builtNoticeVersion(site)).toBe('2026-11-23.67712814d86b');
    } finally {
      rmSync(site, { recursive: true, force: true });
    }
  });
});
