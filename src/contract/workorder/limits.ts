/** Support tickets' limits, for the server's schemas and the form alike (no TypeBox here, so the client may import it). */

/** Pictures per ticket or reply. */
export const TICKET_IMAGE_MAX = 5;
/** Bytes per picture, decoded. */
export const TICKET_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_TITLE_MAX = 100;
export const TICKET_TEXT_MAX = 5000;
/** A user may hold this many tickets that are not closed (34014 beyond). */
export const OPEN_TICKETS_MAX = 10;
