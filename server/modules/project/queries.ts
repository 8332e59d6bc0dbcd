import type { ServerLang } from '@/contract';
import type { Project, ProjectTransfer, ProjectTransferListRes } from '@/contract/project/types';
import type { Queryable } from '../../db';
import { textInLang } from '../../i18n';

/** Enabled projects; `withNfts` keeps those that use NFT collections (the game package's destinations). */
export function projects(q: Queryable, lang: ServerLang, withNfts = false): Promise<Project[]> {
  return q.query<Project>(
    `SELECT id, code, ${textInLang('name')} AS name, icon, nft_symbols
       FROM projects WHERE enabled ${withNfts ? 'AND jsonb_array_length(nft_symbols) > 0' : ''} ORDER BY sort, id`,
    [lang],
  );
}

const TRANSFER_COLUMNS = (lang: string) => `t.id, t.order_no, t.kind, t.project_id, ${lang} AS project_name,
  p.icon AS project_icon, t.symbol, trim_scale(t.amount)::text AS amount, trim_scale(t.fee)::text AS fee, t.status,
  t.game_account, extract(epoch from t.created_at)::bigint AS created_at,
  extract(epoch from t.finished_at)::bigint AS finished_at`;

export interface TransferFilter {
  kind: 'recharge' | 'withdraw';
  project_id?: number;
  symbol?: string;
  status?: string;
}

/** The caller's recharges or withdrawals, newest first. */
export async function transferPage(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  filter: TransferFilter,
  page: number,
  pageSize: number,
): Promise<ProjectTransferListRes> {
  const where = `t.user_id = $1 AND t.kind = $2 AND ($3::bigint IS NULL OR t.project_id = $3)
    AND ($4::text IS NULL OR t.symbol = $4) AND ($5::text IS NULL OR t.status = $5)`;
  const params = [
    userId,
    filter.kind,
    filter.project_id ?? null,
    filter.symbol?.toUpperCase() ?? null,
    filter.status ?? null,
  ];
  const list = await q.query<ProjectTransfer>(
    `SELECT ${TRANSFER_COLUMNS("coalesce(p.name ->> $8, p.name ->> 'en')")}
       FROM project_transfers t JOIN projects p ON p.id = t.project_id
      WHERE ${where} ORDER BY t.id DESC LIMIT $6 OFFSET $7`,
    [...params, pageSize, (page - 1) * pageSize, lang],
  );
  const [total] = await q.query<{ count: number }>(
    `SELECT count(*) AS count FROM project_transfers t WHERE ${where}`,
    params,
  );
  return { list, count: total?.count ?? 0, page, page_size: pageSize };
}

export async function transferOf(
  q: Queryable,
  lang: ServerLang,
  userId: number,
  kind: 'recharge' | 'withdraw',
  id: number,
): Promise<ProjectTransfer | null> {
  const [row] = await q.query<ProjectTransfer>(
    `SELECT ${TRANSFER_COLUMNS(textInLang('p.name'))}
       FROM project_transfers t JOIN projects p ON p.id = t.project_id
      WHERE t.user_id = $2 AND t.kind = $3 AND t.id = $4`,
    [lang, userId, kind, id],
  );
  return row ?? null;
}
