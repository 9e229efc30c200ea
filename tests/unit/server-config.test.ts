import { describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config.ts';

describe('server settings', () => {
  it('has sane defaults for slow clients, delivery and proxies', () => {
    const config = readConfig({});
    expect(config.connections).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 5_000,
      maxConnections: 1000,
    });
    expect(config.smtpPoolSize).toBe(5);
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
      }).connections,
    ).toEqual({ requestTimeoutMs: 60_000, headersTimeoutMs: 20_000, keepAliveTimeoutMs: 2_000, maxConnections: 200 });
    expect(() => readConfig({ REQUEST_TIMEOUT_SECONDS: '5', HEADERS_TIMEOUT_SECONDS: '10' })).toThrow(
      /HEADERS_TIMEOUT_SECONDS must not be longer/,
    );
    expect(() => readConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/);
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
});
