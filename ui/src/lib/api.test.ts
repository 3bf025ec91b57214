import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorMessage, errorStatus, getQueryFn } from './api';
import { createQueryClient } from './query-client';

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body: string, statusText = '') {
  return new Response(body === '' ? null : body, { status, statusText });
}

function queryContext(key: readonly unknown[]) {
  return {
    queryKey: key,
    signal: new AbortController().signal,
    meta: undefined,
    client: new QueryClient(),
  } as unknown as Parameters<ReturnType<typeof getQueryFn>>[0];
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and credentials when data is given', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"ok":true}'));
    await apiRequest('POST', '/api/admin/login', { username: 'ann', password: 'pw' });

    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/admin/login');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"username":"ann","password":"pw"}');
  });

  it('sends neither a body nor a content type when no data is given', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"success":true}'));
    await apiRequest('POST', '/api/auth/logout');

    const [, init] = fetchMock.mock.calls[0];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });

  it('throws "<status>: <body>" for a non-OK response', async () => {
    fetchMock.mockResolvedValue(respond(401, '{"error":"Invalid username or password"}', 'Unauthorized'));
    await expect(apiRequest('POST', '/api/admin/login', {})).rejects.toThrow(
      '401: {"error":"Invalid username or password"}',
    );
  });

  it('throws "<status>: <statusText>" when the body is empty', async () => {
    fetchMock.mockResolvedValue(respond(503, '', 'Service Unavailable'));
    await expect(apiRequest('GET', '/api/site')).rejects.toThrow(/^503: Service Unavailable$/);
  });

  it('returns the response when OK', async () => {
    fetchMock.mockResolvedValue(respond(201, '{"user":{"id":1}}'));
    const res = await apiRequest('POST', '/api/auth/register', { username: 'x' });
    await expect(res.json()).resolves.toEqual({ user: { id: 1 } });
  });
});

describe('getQueryFn', () => {
  it('GETs the joined query key with credentials and parses JSON', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"organizationName":"Farm"}'));
    const data = await getQueryFn({ on401: 'throw' })(queryContext(['/api/site']));

    expect(data).toEqual({ organizationName: 'Farm' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/site');
    expect(init?.credentials).toBe('include');
    expect(init?.method).toBeUndefined();
  });

  it('joins a multi-part key with slashes', async () => {
    fetchMock.mockResolvedValue(respond(200, '{}'));
    await getQueryFn({ on401: 'throw' })(queryContext(['/api/courses', 7]));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/courses/7');
  });

  it('throws on 401 by default', async () => {
    fetchMock.mockResolvedValue(respond(401, '{"error":"Not signed in"}'));
    await expect(getQueryFn({ on401: 'throw' })(queryContext(['/api/auth/user']))).rejects.toThrow(
      '401: {"error":"Not signed in"}',
    );
  });

  it('resolves to null on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(respond(401, '{"error":"Not signed in"}'));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).resolves.toBeNull();
  });

  it('still throws other errors when returning null for 401', async () => {
    fetchMock.mockResolvedValue(respond(500, '', 'Internal Server Error'));
    await expect(getQueryFn({ on401: 'returnNull' })(queryContext(['/api/auth/user']))).rejects.toThrow(
      '500: Internal Server Error',
    );
  });
});

describe('errorMessage', () => {
  it('extracts the error field of a JSON body', () => {
    expect(errorMessage(new Error('401: {"error":"Invalid username or password"}'))).toBe(
      'Invalid username or password',
    );
  });

  it('uses a plain-text body or status text as it is', () => {
    expect(errorMessage(new Error('429: Too Many Requests'))).toBe('Too Many Requests');
  });

  it('falls back for JSON without an error field, HTML bodies and non-errors', () => {
    expect(errorMessage(new Error('400: {"detail":"x"}'), 'fallback')).toBe('fallback');
    expect(errorMessage(new Error('502: <html>bad gateway</html>'), 'fallback')).toBe('fallback');
    expect(errorMessage('nope', 'fallback')).toBe('fallback');
  });

  it('explains a network failure', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/could not reach the server/i);
  });

  it('reads the status', () => {
    expect(errorStatus(new Error('409: {"error":"taken"}'))).toBe(409);
    expect(errorStatus(new Error('boom'))).toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('uses the seed defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(queries?.staleTime).toBe(Infinity);
    expect(typeof queries?.queryFn).toBe('function');
    expect(mutations?.retry).toBe(false);
  });
});
