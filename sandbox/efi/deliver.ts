/**
 * How the gateway calls the integrator back: a POST that counts as delivered on 2xx, tried again
 * after each failure (Efí retries the PIX webhook and the charges API's notifications).
 */

export type Payload = { json: unknown } | { form: Record<string, string> };

const TIMEOUT_MS = 5000;
export const DEFAULT_RETRY_DELAYS_MS = [1000, 5000, 30_000];

export async function post(url: string, payload: Payload): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "json" in payload ? "application/json" : "application/x-www-form-urlencoded" },
      body: "json" in payload ? JSON.stringify(payload.json) : new URLSearchParams(payload.form).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts until the receiver answers 2xx or the delays run out. */
export async function deliver(url: string, payload: Payload, delays: number[] = DEFAULT_RETRY_DELAYS_MS): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    if (await post(url, payload)) return;
    const delay = delays[attempt];
    if (delay === undefined) return;
    await sleep(delay);
  }
}
