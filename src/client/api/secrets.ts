// Keeps secrets out of error text. The client never formats a header or a request body into a
// message, but text that came from the network (a proxy that echoes the Authorization header, a
// redirect URL, a validation message quoting a field) could carry one back: scrub it all.

const MASK = '***';
/** Shorter values would mask ordinary words; no real key or password is this short. */
const MIN_SECRET_LENGTH = 4;

export class SecretScrubber {
  private readonly secrets = new Set<string>();

  add(secret: string | undefined | null): void {
    if (!secret || secret.length < MIN_SECRET_LENGTH) return;
    this.secrets.add(secret);
    // Also its URL-encoded forms: it may come back inside a query string, or in an echo of the
    // form body we sent, which URLSearchParams encodes differently (!'()~ and spaces as +).
    const encoded = encodeURIComponent(secret);
    if (encoded !== secret) this.secrets.add(encoded);
    const formEncoded = new URLSearchParams({ v: secret }).toString().slice('v='.length);
    if (formEncoded !== secret) this.secrets.add(formEncoded);
  }

  scrub(text: string): string {
    let result = text;
    // Longest first, so that a secret containing another is masked whole.
    for (const secret of [...this.secrets].sort((a, b) => b.length - a.length)) {
      if (result.includes(secret)) result = result.split(secret).join(MASK);
    }
    return result;
  }
}
