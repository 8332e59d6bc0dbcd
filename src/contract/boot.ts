/**
 * How a page's boot data names a call's answer (server/page.ts writes it, src/api/bootData.ts reads it):
 * the call's path for an empty body, else the path, `?` and the body as JSON with its keys sorted, so that the
 * server and the client derive the same key from the same body (the NFT search's first page, a collection header).
 */
export function bootKey(path: string, body: object): string {
  return Object.keys(body).length === 0 ? path : `${path}?${sortedJson(body)}`;
}

function sortedJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${sortedJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
