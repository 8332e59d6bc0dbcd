import { resetBootData } from '../bootData';

/** Tests: a page that carries boot data as server/page.ts writes it, read afresh by the next call that asks. */
export function carryBootData(lang: string, calls: Record<string, unknown>): void {
  const json = JSON.stringify({ lang, calls }).replace(/</g, '\\u003c');
  document.body.innerHTML = `<script type="application/json" id="boot-data">${json}</script>`;
  resetBootData();
}
