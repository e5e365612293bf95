// The JSON API of `nqueens serve` (see crates/nqueens-web/API.md).
// Every call resolves to the parsed JSON or rejects with an ApiError whose
// message is the server's {"error": "…"} text (or a description of what
// went wrong on the way).

export class ApiError extends Error {
  constructor(message, status) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

function query(params) {
  const parts = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export async function getJson(path, params = {}, { signal } = {}) {
  const url = `/api/${path}${query(params)}`;
  let response;
  try {
    response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  } catch (err) {
    if (err && err.name === 'AbortError') throw err;
    throw new ApiError(`cannot reach the server (${url}): ${err && err.message ? err.message : err}`, 0);
  }
  let body = null;
  const text = await response.text();
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const detail = body && typeof body.error === 'string' ? body.error : `${response.status} ${response.statusText}`.trim();
    throw new ApiError(detail, response.status);
  }
  if (body === null) throw new ApiError(`the server sent no JSON for ${url}`, response.status);
  if (typeof body.error === 'string') throw new ApiError(body.error, response.status);
  return body;
}

export const api = {
  limits: () => getJson('limits'),
  events: (n, from, limit) => getJson('events', { n, from, limit }),
  state: (n, step) => getJson('state', { n, step }),
  seek: (n, from, target) => getJson('seek', { n, from, target }),
  stats: (n) => getJson('stats', { n }),
  tree: (n) => getJson('tree', { n }),
  table: (from, to) => getJson('table', { from, to }),
  fundamental: (n) => getJson('fundamental', { n }),
  symmetries: (columns) => getJson('symmetries', { columns: columns.join(',') }),
};
