import type { ServerLang } from '@/contract';

/** One message in the four server languages; `{name}` is a parameter filled by translate(). */
export type Texts = Record<ServerLang, string>;
