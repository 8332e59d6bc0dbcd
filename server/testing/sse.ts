/** One server-sent event as a test reads it: its name and its parsed `data` line (null without one). */
export interface SseEvent {
  event: string;
  data: unknown;
}

/**
 * Takes the complete events (blocks ending in a blank line) off the front of `buffer`; what follows the last
 * complete one is handed back as `rest`, to be read again with the next chunk.
 */
export function takeSseEvents(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  let rest = buffer;
  let end: number;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    const event = /^event: (.*)$/m.exec(block)?.[1];
    const data = /^data: (.*)$/m.exec(block)?.[1];
    if (event) events.push({ event, data: data ? (JSON.parse(data) as unknown) : null });
  }
  return { events, rest };
}
