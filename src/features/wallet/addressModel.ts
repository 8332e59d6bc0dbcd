import type { AddressEntry } from '@/contract/wallet/types';
import { chainFamily, isValidAddress, suggestChains } from '@/domain/address';

export const LABEL_MAX = 50;
export const MEMO_MAX = 100;

/** Server codes of the address book: invalid address, duplicate, unknown chain, book full. */
export const ADDRESS_CODES = { 32030: 'invalid', 32031: 'duplicate', 32032: 'chain', 32033: 'full' } as const;
export type AddressServerProblem = (typeof ADDRESS_CODES)[keyof typeof ADDRESS_CODES];
export function addressServerProblem(code: number | null): AddressServerProblem | null {
  return code !== null && code in ADDRESS_CODES ? ADDRESS_CODES[code as keyof typeof ADDRESS_CODES] : null;
}

/**
 * The chain suggestion when an address is pasted or typed: the server chains the address may
 * belong to (`suggestChains`: those whose rule accepts it, plus chains the client does not know), and the chain to
 * select: the current one while the address fits it; else the first suggested chain with a known rule (a chain
 * one can be sure of); else none (the user picks). An empty address changes nothing.
 */
export function chainSuggestion(
  address: string,
  serverChains: readonly string[],
  current: string,
): { chains: string[]; select: string } {
  if (address === '') return { chains: [], select: current };
  const chains = suggestChains(address, serverChains);
  const fits = current !== '' && chainFamily(current) !== null && isValidAddress(address, current);
  if (fits) return { chains, select: current };
  const sure = chains.find((chain) => chainFamily(chain) !== null);
  return { chains, select: sure ?? current };
}

export interface AddressForm {
  chain: string;
  address: string;
  label: string;
  memo: string;
}
export type AddressFormProblems = Partial<Record<'chain' | 'address' | 'label' | 'memo', string>>;

const sameChain = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/**
 * What is wrong with the form, as translation keys under `addressBook.problem` (empty: it can be saved):
 * a chain is required, the address must fit it (untrimmed, as the server checks), the same chain + address must
 * not be saved twice (`editingId` excludes the entry being edited), the label is required (at most 50), the memo
 * at most 100.
 */
export function addressFormProblems(
  form: AddressForm,
  saved: readonly AddressEntry[],
  editingId: number | null,
): AddressFormProblems {
  const problems: AddressFormProblems = {};
  if (!form.chain) problems.chain = 'chainRequired';
  if (form.address === '') problems.address = 'addressRequired';
  else if (form.chain && !isValidAddress(form.address, form.chain)) problems.address = 'invalid';
  else if (saved.some((e) => e.id !== editingId && sameChain(e.chain, form.chain) && e.address === form.address))
    problems.address = 'duplicate';
  if (form.label.trim() === '') problems.label = 'labelRequired';
  else if (form.label.length > LABEL_MAX) problems.label = 'labelLong';
  if (form.memo.length > MEMO_MAX) problems.memo = 'memoLong';
  return problems;
}

/** An entry's form, or an empty one. */
export const formOf = (entry: AddressEntry | undefined): AddressForm => ({
  chain: entry?.chain ?? '',
  address: entry?.address ?? '',
  label: entry?.label ?? '',
  memo: entry?.memo ?? '',
});

/** `/asset/addressEdit?id=12` → 12; no or a bad id → null (a new address). */
export function parseAddressId(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
