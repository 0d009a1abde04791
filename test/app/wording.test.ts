// A failure the user can fix with an option names that option the way the user's face spells it.
import { describe, expect, it } from 'vitest';
import { WORDS } from '../../src/client/action/inputs.js';
import type { Failure } from '../../src/client/audit/types.js';
import { CLI_WORDS } from '../../src/client/cli/audit-options.js';

const refused: Failure = {
  kind: 'not_audited',
  reportId: '3',
  reason: 'http://127.0.0.1:8765/: refused to connect to 127.0.0.1: loopback address',
  code: 'refused_address',
};

describe('a page the service refused to fetch (loopback or private address)', () => {
  it('names the flag on the command line', () => {
    const text = CLI_WORDS.failure(refused);
    expect(text).toContain(
      'report 3: the service could not audit the page: http://127.0.0.1:8765/: refused to connect to 127.0.0.1: loopback address',
    );
    expect(text).toContain('add --allow-private-network');
  });

  it('names the input in the action', () => {
    const text = WORDS.failure(refused);
    expect(text).toContain('set allow-private-network: true');
    expect(text).not.toContain('add --allow-private-network');
  });

  it('adds no hint to other failures', () => {
    const timeout: Failure = { ...refused, reason: 'timed out', code: 'timeout' };
    expect(CLI_WORDS.failure(timeout)).toBe(
      'report 3: the service could not audit the page: timed out',
    );
  });
});

describe('a page whose certificate the analyzer refused', () => {
  const untrusted: Failure = {
    kind: 'not_audited',
    reportId: '4',
    reason:
      'https://staging.test/: TLS error: the certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT)',
    code: 'tls_error',
  };

  it("says how a private CA is trusted, in each face's words", () => {
    expect(WORDS.failure(untrusted)).toBe(
      "report 4: the service could not audit the page: https://staging.test/: TLS error: the certificate is self-signed (DEPTH_ZERO_SELF_SIGNED_CERT); if the site's certificate is from a private CA, the embedded service trusts it when you set NODE_EXTRA_CA_CERTS: /path/to/ca.pem in the step's env, which Node reads as it starts",
    );
    expect(CLI_WORDS.failure(untrusted)).toContain(
      'when you start seo-report with NODE_EXTRA_CA_CERTS=/path/to/ca.pem set',
    );
  });

  it('adds nothing to a certificate that trusting a CA cannot mend', () => {
    const expired: Failure = {
      ...untrusted,
      reason: 'https://staging.test/: TLS error: the certificate has expired (CERT_HAS_EXPIRED)',
    };
    expect(WORDS.failure(expired)).toBe(
      'report 4: the service could not audit the page: https://staging.test/: TLS error: the certificate has expired (CERT_HAS_EXPIRED)',
    );
  });
});
