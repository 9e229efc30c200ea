/** Optional second channel: the submission's payload POSTed to a Formspree-compatible FORWARD_URL. */
export class ForwardError extends Error {
  readonly permanent: boolean;

  constructor(message: string, permanent: boolean) {
    super(message);
    this.permanent = permanent;
  }
}

export async function forwardPayload(url: string, payload: unknown, idempotencyKey: string): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    // 4xx other than 408/429 will not change on retry; 5xx and throttling might.
    const permanent =
      response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429;
    throw new ForwardError(`forward endpoint answered ${response.status}`, permanent);
  }
}
