import type { FetchFn } from './Connection';

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query after the REST base, e.g. `objects/objects_1?page=1`. */
  path: string;
  headers: Headers;
  /** Parsed JSON body, the FormData of a multipart body, or null. */
  body: unknown;
}

/** Answers one request: a Response, or a plain value sent as a 200 JSON body. */
export type FakeHandler = (request: SeenRequest) => Response | unknown | Promise<Response | unknown>;

/** The REST base used by tests (Node's Request needs an absolute address). */
export const TEST_BASE_URL = 'http://site.test/wp-json/mapsvg/v1/';

async function readBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  const type = request.headers.get('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text ? JSON.parse(text) : null;
}

/** A JSON response with a status, as the server sends it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A fetch for tests: records every request (method, path after the REST base, headers, body)
 * and answers with the handler's result.
 */
export function testFetch(handler: FakeHandler = () => ({})): { fetchFn: FetchFn; requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  const fetchFn: FetchFn = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const seen: SeenRequest = {
      method: request.method,
      path: request.url.startsWith(TEST_BASE_URL) ? request.url.slice(TEST_BASE_URL.length) : request.url,
      headers: request.headers,
      body: await readBody(request),
    };
    requests.push(seen);
    const answer = await handler(seen);
    return answer instanceof Response ? answer : jsonResponse(answer);
  };
  return { fetchFn, requests };
}
