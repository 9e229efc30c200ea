import { describe, expect, it } from 'vitest';
import { noticeSettingsFrom } from '../../src/content/privacy/notice-settings.ts';
import { readConfig } from '../../src/server/config.ts';

describe('server settings', () => {
  it('has sane defaults for slow clients, delivery and proxies', () => {
    const config = readConfig({});
    expect(config.connections).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 2000,
      maxConnectionsPerNetwork: 64,
    });
    expect(config.smtpPoolSize).toBe(5);
    expect(config.confirmationsPerNetwork).toBe(20);
    expect(readConfig({ CONFIRMATIONS_PER_NETWORK: '7' }).confirmationsPerNetwork).toBe(7);
    expect(() => readConfig({ CONFIRMATIONS_PER_NETWORK: '0' })).toThrow(/CONFIRMATIONS_PER_NETWORK/);
    expect(config.trustProxy).toBe(false);
    expect(config.formEndpoint).toBeUndefined();
  });

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['YES', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,2001:db8::/32', ['loopback', '2001:db8::/32']],
  ])('TRUST_PROXY=%j means %j', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['proxy.internal', '10.0.0.0/33', '10.0.0.1/8/1', '999.1.1.1', '11'])('refuses TRUST_PROXY=%j', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });

  it('reads the timeouts in seconds and keeps the headers timeout within the request timeout', () => {
    expect(
      readConfig({
        REQUEST_TIMEOUT_SECONDS: '60',
        HEADERS_TIMEOUT_SECONDS: '20',
        KEEPALIVE_TIMEOUT_SECONDS: '2',
        MAX_CONNECTIONS: '200',
        CONNECTIONS_PER_NETWORK: '10',
      }).connections,
    ).toEqual({
      requestTimeoutMs: 60_000,
      headersTimeoutMs: 20_000,
      keepAliveTimeoutMs: 2_000,
      maxConnections: 200,
      maxConnectionsPerNetwork: 10,
    });
    expect(() => readConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS must not be longer/,
    );
    expect(() => readConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
    expect(() => readConfig({ CONNECTIONS_PER_NETWORK: '0' })).toThrow(/CONNECTIONS_PER_NETWORK/);
    expect(() => readConfig({ CONNECTIONS_PER_NETWORK: 'many' })).toThrow(/CONNECTIONS_PER_NETWORK/);
    expect(() => readConfig({ SMTP_POOL_SIZE: 'many' })).toThrow(/SMTP_POOL_SIZE/);
  });

  it('reads VITE_FORM_ENDPOINT as a path on this site or an http(s) URL', () => {
    expect(readConfig({ VITE_FORM_ENDPOINT: '/api/submissions' }).formEndpoint).toBe('/api/submissions');
    expect(readConfig({ VITE_FORM_ENDPOINT: 'https://formspree.io/f/abc' }).formEndpoint).toBe(
      'https://formspree.io/f/abc',
    );
    expect(() => readConfig({ VITE_FORM_ENDPOINT: '//evil.example/f' })).toThrow(/VITE_FORM_ENDPOINT/);
    expect(() => readConfig({ VITE_FORM_ENDPOINT: 'javascript:alert(1)' })).toThrow(/VITE_FORM_ENDPOINT/);
  });

  it('writes ALLOWED_ORIGINS as browsers send Origin, and refuses what is not an origin', () => {
    expect(readConfig({ ALLOWED_ORIGINS: 'https://www.example.com/, http://localhost:3000' }).allowedOrigins).toEqual([
      'https://www.example.com',
      'http://localhost:3000',
    ]);
    expect(() => readConfig({ ALLOWED_ORIGINS: 'www.example.com' })).toThrow(/ALLOWED_ORIGINS/);
  });

  it('keeps metrics off unless METRICS_PORT is set, and on loopback unless METRICS_HOST says otherwise', () => {
    expect(readConfig({}).metrics).toBeUndefined();
    expect(readConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(readConfig({ METRICS_PORT: '9464', METRICS_HOST: '::1' }).metrics).toEqual({ port: 9464, host: '::1' });
    expect(() => readConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => readConfig({ METRICS_PORT: '9464', METRICS_HOST: 'metrics.internal' })).toThrow(/METRICS_HOST/);
  });

  it('reads the delivery threshold (15 minutes unless set) and the alert webhook', () => {
    expect(readConfig({}).outboxMaxAgeMs).toBe(15 * 60 * 1000);
    expect(readConfig({ OUTBOX_MAX_AGE_SECONDS: '300' }).outboxMaxAgeMs).toBe(300_000);
    expect(() => readConfig({ OUTBOX_MAX_AGE_SECONDS: '0' })).toThrow(/OUTBOX_MAX_AGE_SECONDS/);
    expect(readConfig({}).alertWebhookUrl).toBeUndefined();
    expect(readConfig({ ALERT_WEBHOOK_URL: 'https://hooks.slack.com/services/T/B/x' }).alertWebhookUrl).toBe(
      'https://hooks.slack.com/services/T/B/x',
    );
    expect(() => readConfig({ ALERT_WEBHOOK_URL: 'hooks.slack.com/services' })).toThrow(/ALERT_WEBHOOK_URL/);
  });

  it('sends visitors confirmation emails unless CONFIRMATION_EMAILS is off', () => {
    expect(readConfig({}).confirmationEmails).toBe(true);
    expect(readConfig({ CONFIRMATION_EMAILS: 'off' }).confirmationEmails).toBe(false);
    expect(readConfig({ CONFIRMATION_EMAILS: 'FALSE' }).confirmationEmails).toBe(false);
    expect(readConfig({ CONFIRMATION_EMAILS: 'on' }).confirmationEmails).toBe(true);
    expect(() => readConfig({ CONFIRMATION_EMAILS: 'sometimes' })).toThrow(
      'CONFIRMATION_EMAILS must be on or off, got "sometimes"',
    );
  });

  it('reads what the privacy notice states as the build does', () => {
    const env = {
      RETENTION_DAYS: '90',
      VITE_FORM_ENDPOINT: '/forms',
      BACKUP_KEEP_DAYS: '14',
      FORWARD_URL: 'https://crm.example.net/in',
    };
    expect(readConfig({}).notice).toEqual(noticeSettingsFrom({}));
    expect(readConfig(env).notice).toEqual(noticeSettingsFrom(env));
    expect(readConfig(env).notice).toMatchObject({ retentionDays: 90, formEndpoint: '/forms', backupKeepDays: 14 });
  });

  it('applies what the notice states: retention 730 days by default, the rate-limit window, confirmations', () => {
    expect(readConfig({}).retentionDays).toBe(730);
    expect(readConfig({ RETENTION_DAYS: '30' }).retentionDays).toBe(30);
    expect(readConfig({ RATE_LIMIT_WINDOW_SECONDS: '120' }).rateLimitWindowMs).toBe(120_000);
    expect(readConfig({ RATE_LIMIT_WINDOW_SECONDS: '120' }).notice.rateLimitWindowSeconds).toBe(120);
    expect(() => readConfig({ BACKUP_KEEP_DAYS: 'weekly' })).toThrow('BACKUP_KEEP_DAYS must be a whole number');
  });
});
