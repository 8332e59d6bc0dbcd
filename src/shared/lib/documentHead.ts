import { createContext } from 'react';

/**
 * The document's head as the server's render collects it: a screen names itself while it renders (there are no
 * effects on the server), and the page's `<title>` says what the browser tab will say once the app runs.
 * Absent in the browser, where the screen sets `document.title` itself.
 */
export interface DocumentHead {
  /** The last call wins: the route's title first, then the screen's own. */
  setTitle: (title: string) => void;
}

export const DocumentHeadContext = createContext<DocumentHead | null>(null);
