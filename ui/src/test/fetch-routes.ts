import { vi } from 'vitest';
import { jsonResponse } from './render';

/** Answers one request; `init` holds the method and the JSON body as sent. */
export type RouteHandler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * A fetch stub that answers by "METHOD url" (e.g. "POST /api/dexter/train"). A request
 * with no route gets a 404 naming it, so a test sees what the page asked for. Routes can be
 * replaced while a test runs.
 */
/** A route's answer: a handler, or a JSON body answered with 200. */
export type RouteAnswer = RouteHandler | object;

export function stubFetchRoutes(initial: Record<string, RouteAnswer> = {}) {
  const routes = new Map<string, RouteHandler>();
  const set = (key: string, value: RouteAnswer) =>
    routes.set(key, typeof value === 'function' ? (value as RouteHandler) : () => jsonResponse(200, value));
  Object.entries(initial).forEach(([key, value]) => set(key, value));

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const handler = routes.get(key);
    return handler ? handler(init) : jsonResponse(404, { error: `No route for ${key}` });
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetchMock,
    /** Sets (or replaces) the answer to "METHOD url": a handler, or a body answered with 200. */
    route: set,
    /** The requests sent to "METHOD url", each with its parsed JSON body (undefined without one). */
    calls(key: string) {
      return fetchMock.mock.calls
        .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
        .map(([, init]) => (init?.body === undefined ? undefined : JSON.parse(String(init.body))));
    },
  };
}

/** A promise with its resolve exposed, to hold a request open while a test looks at the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
