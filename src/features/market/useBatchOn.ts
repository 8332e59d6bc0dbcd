import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import type { ListCheckLine } from '@/contract';
import { useConfirmClosing } from '@/platform/useConfirmClosing';
import { editionsOf, lineProblem, listBatchBody, type BatchItem } from './batch';
import { batchState, clearBatch } from './batchState';
import { useBatchListing, useTradeFee } from './hooks';
import { belowFloor } from './model';

/** What the check said of a line, for the price and editions it was asked with. */
interface Answer {
  typed: string;
  line: ListCheckLine;
}
const typedOf = (item: Pick<BatchItem, 'editions'>, price: string) => `${price}|${item.editions}`;

/**
 * The state of listing the chosen NFTs at once: the prices typed (kept in the batch state), each line's last check
 * answer while its price and editions are still the ones checked, each collection's floor, and the dry run then the
 * listing itself.
 */
export function useBatchOn() {
  const [, navigate] = useLocation();
  const { items, prices } = useSnapshot(batchState);
  const range = useTradeFee();
  const { verify, list } = useBatchListing();
  const [answers, setAnswers] = useState<Map<number, Answer>>(new Map());
  const [same, setSame] = useState('');
  const [floors, setFloors] = useState<Readonly<Record<string, string | null>>>({});
  const onFloor = useCallback(
    (symbol: string, floor: string | null) =>
      setFloors((now) => (now[symbol] === floor ? now : { ...now, [symbol]: floor })),
    [],
  );
  const [askFloor, setAskFloor] = useState(false);
  useConfirmClosing(Object.values(prices).some(Boolean));

  const lines = items as BatchItem[];
  const answerOf = (item: BatchItem) => {
    const answer = answers.get(item.item_id);
    return answer && answer.typed === typedOf(item, prices[item.item_id] ?? '') ? answer.line : undefined;
  };
  const problems = lines.filter(
    (item) => lineProblem(prices[item.item_id] ?? '', range.data) !== null || editionsOf(item) === null,
  ).length;
  const refused = lines.filter((item) => answerOf(item)?.ok === false).length;
  // lines priced far below their collection's floor: listed only once the seller confirms
  const belowFloorLines = lines.filter(
    (item) => belowFloor(prices[item.item_id] ?? '', floors[item.goods.symbol]) !== null,
  ).length;
  const body = listBatchBody(lines, prices);

  /** The dry run: each line's answer, kept with what was typed when it was asked. */
  const check = async () => {
    const outcome = await verify.run(body);
    if (!outcome.ok) return null;
    const next = new Map<number, Answer>();
    for (const line of outcome.data.lines) {
      const item = lines.find((entry) => entry.item_id === line.item_id);
      if (item) next.set(line.item_id, { typed: typedOf(item, prices[item.item_id] ?? ''), line });
    }
    setAnswers(next);
    return outcome.data.lines;
  };
  const submit = async () => {
    const checked = await check();
    if (!checked || checked.some((line) => !line.ok)) return;
    const outcome = await list.run(body);
    if (outcome.ok) {
      clearBatch();
      navigate('/nft/nftRecordPageOrder?status=open', { replace: true });
    } else await check(); // something changed meanwhile: the lines say what
  };

  return {
    lines,
    prices,
    range,
    verify,
    list,
    busy: verify.busy || list.busy,
    same,
    setSame,
    onFloor,
    askFloor,
    setAskFloor,
    answerOf,
    problems,
    refused,
    belowFloorLines,
    check,
    submit,
  };
}
