import type { QueryFunction } from '@tanstack/react-query';

/** HTTP methods the UI sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Throws `Error("<status>: <body text>")` for a non-OK response, falling back to the
 * status text when the body is empty (seed 000 §8).
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

/**
 * The one request helper (seed 000 §7): cookies always travel; a JSON body and its
 * content type are sent only when `data` is given.
 */
export async function apiRequest(method: HttpMethod, url: string, data?: unknown): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { 'Content-Type': 'application/json' } : {},
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** What a query does with a 401: throw (the product default) or resolve to null. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query function: GET the URL held in the query key, parse JSON. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) {
      return null as T;
    }
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/**
 * Turns an error from `apiRequest`/`getQueryFn` into text a person can read: the `error`
 * field of the server's `{"error": "…"}` body, else the body text, else `fallback`.
 */
export function errorMessage(err: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!(err instanceof Error)) return fallback;
  const match = STATUS_PREFIX.exec(err.message);
  if (!match) {
    // fetch rejects with a TypeError when the network is down.
    if (err instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
    return err.message || fallback;
  }
  const body = match[2].trim();
  if (!body) return fallback;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'error' in parsed) {
      const text = (parsed as { error: unknown }).error;
      if (typeof text === 'string' && text.trim()) return text;
    }
    return fallback;
  } catch {
    // Not JSON: a plain-text body (or the status text) is still readable, unless it is HTML.
    return body.startsWith('<') ? fallback : body;
  }
}

/** The HTTP status carried by an API error, if any. */
export function errorStatus(err: unknown): number | undefined {
  if (!(err instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(err.message);
  return match ? Number(match[1]) : undefined;
}
