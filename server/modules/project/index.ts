import type { FastifyInstance } from 'fastify';
import { contract } from '@/contract';
import { ApiError, Codes, found } from '../../errors';
import { defineHandler } from '../../plugins/handler';
import { projects, transferOf, transferPage } from './queries';

const PAGE_SIZE = 15;
const notFound = () => new ApiError(Codes.PROJECT_RECORD_NOT_FOUND, 'project_record_not_found');

/** /finance-api/api/project/*: games and projects, and the coins the user moved to them and back (records). */
export default function projectModule(app: FastifyInstance): void {
  defineHandler(app, contract.project.projectList, {
    doc: { section: 'projects' },
    handler: async ({ db, lang }) => ({ list: await projects(db, lang) }),
  });

  for (const kind of ['recharge', 'withdraw'] as const) {
    const list = kind === 'recharge' ? contract.project.projectRechargeList : contract.project.projectWithdrawList;
    const detail =
      kind === 'recharge' ? contract.project.projectRechargeDetail : contract.project.projectWithdrawDetail;
    defineHandler(app, list, {
      doc: {
        section: 'projects',
        notes: `the caller's ${kind === 'recharge' ? 'coins moved into projects' : 'coins moved back from projects'}, newest first, 15 a page; filters \`project_id\`, \`symbol\`, \`status\` (pending, success, failed)`,
      },
      handler: async ({ db, lang, session, body }) =>
        transferPage(db, lang, session.userId, { kind, ...body }, body.page ?? 1, body.page_size ?? PAGE_SIZE),
    });
    defineHandler(app, detail, {
      doc: { section: 'projects', notes: "33020 for an unknown id or another user's" },
      handler: async ({ db, lang, session, body }) =>
        found(await transferOf(db, lang, session.userId, kind, body.id), notFound),
    });
  }
}
