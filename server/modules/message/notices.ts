import type { Texts } from '../../messages/texts';

/**
 * The notices the server writes into users' messages when something happens to their account (see
 * server/modules/message/write.ts): a title and a body per notice, in the four server languages. `{name}` is a
 * parameter; values are escaped before they go into the body, which is HTML.
 */
export const NOTICES = {
  ticket_answered: {
    title: {
      en: 'Support answered your ticket',
      ko: '고객지원팀이 문의에 답변했습니다',
      zh_tw: '客服已回覆您的工單',
      zh: '客服已回复您的工单',
    },
    body: {
      en: 'There is a new reply to “{title}”. Open the ticket to read it.',
      ko: '“{title}” 문의에 새 답변이 있습니다. 문의를 열어 확인해 주세요.',
      zh_tw: '「{title}」有新的回覆，請開啟工單查看。',
      zh: '“{title}”有新的回复，请打开工单查看。',
    },
  },
} satisfies Record<string, { title: Texts; body: Texts }>;

export type NoticeTemplate = keyof typeof NOTICES;
