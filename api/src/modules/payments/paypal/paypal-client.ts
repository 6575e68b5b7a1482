import type { PayPalSettings } from '../payments.config';

/** An answer of PayPal's REST API that is not 2xx. */
export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    path: string,
  ) {
    super(`PayPal ${path} answered ${status}`);
  }
}

/** A token is renewed this long before PayPal says it expires, and kept at most this long. */
const TOKEN_MARGIN_MS = 60_000;
const TOKEN_MAX_MS = 8 * 3600_000;

/**
 * PayPal's REST API over plain fetch (its server SDK knows only the sandbox and live hosts):
 * OAuth2 client credentials, the token cached until shortly before it expires.
 */
export class PayPalClient {
  private token: { value: string; expiresAt: number } | undefined;
  private pendingToken: Promise<string> | undefined;

  constructor(
    private readonly settings: PayPalSettings,
    private readonly now: () => number = Date.now,
  ) {}

  async request<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
    const response = await fetch(`${this.settings.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (response.status === 401) this.token = undefined;
    if (!response.ok) throw new PayPalApiError(response.status, parsed, path);
    return parsed as T;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > this.now()) return this.token.value;
    // Concurrent callers share one token request.
    this.pendingToken ??= this.fetchToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.settings.clientId}:${this.settings.clientSecret}`).toString('base64');
    const response = await fetch(`${this.settings.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) throw new PayPalApiError(response.status, await response.text(), '/v1/oauth2/token');
    const answer = (await response.json()) as { access_token: string; expires_in: number };
    const lifetime = Math.min(Math.max(0, answer.expires_in * 1000 - TOKEN_MARGIN_MS), TOKEN_MAX_MS);
    this.token = { value: answer.access_token, expiresAt: this.now() + lifetime };
    return answer.access_token;
  }
}
