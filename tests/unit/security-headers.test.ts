import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageCsp } from '../../src/server/security-headers.ts';

describe('page Content-Security-Policy', () => {
  const html =
    '<head><script>window.a=1</script><script type="module" src="/assets/x.js"></script></head>' +
    '<body><script type="module" async="">import "/assets/y.js"</script></body>';

  it('hashes every inline script and no external one', () => {
    // sha256 of the exact bytes between the tags, as browsers compute it (checked with openssl dgst)
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='",
      "'sha256-FGvvrt20iVu2ozUkZig6ZIrrvtqrWAcYsxdAwCm9iNs='",
    ]);
  });

  it('allows scripts by hash only, with the strict directives', () => {
    const policy = pageCsp(html, { scriptOrigins: [], connectOrigins: [] });
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('adds a configured analytics origin to script-src and connect-src', () => {
    const policy = pageCsp(html, {
      scriptOrigins: ['https://stats.example.com'],
      connectOrigins: ['https://stats.example.com'],
    });
    expect(policy).toMatch(/script-src [^;]*https:\/\/stats\.example\.com/);
    expect(policy).toMatch(/connect-src 'self' https:\/\/stats\.example\.com/);
  });
});
