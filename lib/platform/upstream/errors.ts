/**
 * Typed upstream failures, shared by the subscriber-system and gateway clients,
 * so screens can map each kind to the spec's message.
 */
export type UpstreamName = "sgp" | "efi";

export class UpstreamError extends Error {
  constructor(
    readonly upstream: UpstreamName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The upstream answered that the thing asked for does not exist (404, empty lookup). */
export class UpstreamNotFoundError extends UpstreamError {}

/** Network error, timeout, 5xx, or an open circuit: worth retrying later. */
export class UpstreamUnavailableError extends UpstreamError {}

/**
 * The upstream has no such module or route: the SGP answers 404 with an HTML page for the
 * modules a provider lacks (docs/SGP-ENDPOINTS.md §1). The feature does not exist there, which is
 * not an outage: it neither opens the circuit nor counts as a failure, and screens hide the feature.
 */
export class UpstreamFeatureMissingError extends UpstreamError {
  constructor(
    upstream: UpstreamName,
    readonly path: string,
  ) {
    super(upstream, `${upstream}: ${path} não existe neste sistema (HTTP 404)`);
  }
}

/**
 * The upstream refused the portal's own credentials (the SGP's HTTP 403 `{"detail": …}` for a
 * wrong or missing app and token). `detail` is its text, for the logs: a configuration problem
 * the operator fixes, never shown to a subscriber.
 */
export class UpstreamCredentialsError extends UpstreamError {
  constructor(
    upstream: UpstreamName,
    readonly detail: string,
    readonly status: number,
  ) {
    super(upstream, `${upstream}: credenciais do portal recusadas (HTTP ${status}): ${detail || "sem detalhe"}`);
  }
}

/**
 * The upstream refused the request (status 0, 4xx). `serverMessage` is its own words, empty
 * when it gave none, so each screen can fall back to the spec's text for that case.
 */
export class UpstreamRejectedError extends UpstreamError {
  constructor(
    upstream: UpstreamName,
    readonly serverMessage: string,
    readonly status?: number,
  ) {
    super(upstream, serverMessage || `${upstream}: recusado sem mensagem`);
  }
}

/** The upstream answered 2xx with a body that does not match its contract. */
export class UpstreamInvalidResponseError extends UpstreamError {
  constructor(
    upstream: UpstreamName,
    readonly field: string,
    detail: string,
  ) {
    super(upstream, `${upstream}: resposta inválida no campo "${field}": ${detail}`);
  }
}
