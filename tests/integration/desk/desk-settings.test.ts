import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/server/config.ts';
import { deskSettingsFrom } from '../../../src/server/desk/settings.ts';

describe('the desk settings (DESK, DESK_ORIGIN)', () => {
  it('is on by default at http://localhost:<PORT>, which browsers treat as a secure context', () => {
    expect(readConfig({}).desk).toEqual({
      origin: 'http://localhost:4173',
      rpId: 'localhost',
      signInLimit: 20,
      ownHost: null,
      reminderHours: 4,
    });
    expect(readConfig({ DESK_SIGN_IN_LIMIT: '60' }).desk?.signInLimit).toBe(60);
    expect(() => readConfig({ DESK_SIGN_IN_LIMIT: '0' })).toThrow(
      'DESK_SIGN_IN_LIMIT must be a whole number from 1 to 100000, got "0"',
    );
    expect(readConfig({ PORT: '8080' }).desk?.origin).toBe('http://localhost:8080');
  });

  it('takes the origin it is opened at, its host as the passkeys’ relying party', () => {
    expect(readConfig({ DESK_ORIGIN: 'https://desk.firm.example/' }).desk).toMatchObject({
      origin: 'https://desk.firm.example',
      rpId: 'desk.firm.example',
    });
    expect(readConfig({ DESK_ORIGIN: 'http://127.0.0.1:4471' }).desk?.rpId).toBe('127.0.0.1');
  });

  it('has a host of its own when DESK_ORIGIN’s host is not the firm’s site’s', () => {
    const site = { url: 'https://www.firm.example', live: true };
    const ownHost = (origin: string, served = site) => deskSettingsFrom({ DESK_ORIGIN: origin }, 4173, served)?.ownHost;
    expect(ownHost('https://desk.firm.example')).toBe('desk.firm.example');
    expect(ownHost('https://www.firm.example')).toBeNull();
    // The shipped placeholder names no host of the firm's: nothing to keep apart from.
    expect(ownHost('https://desk.firm.example', { ...site, live: false })).toBeNull();
  });

  it('is gone with DESK=off', () => {
    expect(readConfig({ DESK: 'off', DESK_ORIGIN: 'nonsense' }).desk).toBeUndefined();
    expect(() => readConfig({ DESK: 'maybe' })).toThrow(/DESK must be on or off/);
  });

  it.each(['desk.firm.example', 'http://desk.firm.example', 'https://desk.firm.example/desk', 'ftp://x.example'])(
    'refuses DESK_ORIGIN=%s',
    (value) => {
      expect(() => readConfig({ DESK_ORIGIN: value })).toThrow(/^DESK_ORIGIN must be an origin/);
    },
  );

  it('needs DESK_ORIGIN on a server of the firm’s own site, or with NODE_ENV=production', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/DESK_ORIGIN is not set/);
    expect(readConfig({ NODE_ENV: 'production', DESK: 'off' }).desk).toBeUndefined();
    const live = { url: 'https://www.northbridge-compliance.example/', live: true };
    expect(() => deskSettingsFrom({}, 4173, live)).toThrow(
      /^DESK_ORIGIN is not set: .*such as https:\/\/www\.northbridge-compliance\.example,/,
    );
    expect(deskSettingsFrom({ DESK_ORIGIN: 'https://www.northbridge-compliance.example' }, 4173, live)?.origin).toBe(
      'https://www.northbridge-compliance.example',
    );
    // The shipped placeholder URL is a start on a developer's machine: the local default.
    expect(deskSettingsFrom({}, 4173, { url: 'https://www.example.com', live: false })?.origin).toBe(
      'http://localhost:4173',
    );
  });

  it('stops the server at start with one line and exit 1 when wrong', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'desk-start-'));
    try {
      const result = spawnSync(process.execPath, ['src/server/main.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DESK_ORIGIN: 'http://desk.firm.example' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Cannot start: DESK_ORIGIN must be/)]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
