import type { Texts } from './texts';

/** Messages of the message centre and support tickets (codes 34001–34014). */
export const SUPPORT_MESSAGES = {
  message_not_found: {
    en: 'This message was not found. It may have been deleted.',
    ko: '메시지를 찾을 수 없습니다. 삭제되었을 수 있습니다.',
    zh_tw: '找不到此訊息，可能已被刪除。',
    zh: '找不到此消息，可能已被删除。',
  },
  ticket_not_found: {
    en: 'This support ticket was not found.',
    ko: '문의 내역을 찾을 수 없습니다.',
    zh_tw: '找不到此工單。',
    zh: '找不到此工单。',
  },
  ticket_closed: {
    en: 'This ticket is closed. Open a new one if you still need help.',
    ko: '종료된 문의입니다. 도움이 더 필요하면 새 문의를 작성해 주세요.',
    zh_tw: '此工單已關閉。如仍需協助，請建立新工單。',
    zh: '此工单已关闭。如仍需帮助，请创建新工单。',
  },
  ticket_category_invalid: {
    en: 'Choose a category and a sub-category from the list.',
    ko: '목록에서 분류와 세부 분류를 선택해 주세요.',
    zh_tw: '請從清單中選擇分類與子分類。',
    zh: '请从列表中选择分类与子分类。',
  },
  ticket_image_invalid: {
    en: 'One of the pictures could not be attached. Upload it again.',
    ko: '사진 중 하나를 첨부할 수 없습니다. 다시 업로드해 주세요.',
    zh_tw: '有一張圖片無法附加，請重新上傳。',
    zh: '有一张图片无法附加，请重新上传。',
  },
  ticket_limit: {
    en: 'You have {max} open tickets. Close one that is solved before opening another.',
    ko: '진행 중인 문의가 {max}건입니다. 해결된 문의를 종료한 후 새로 작성해 주세요.',
    zh_tw: '您有 {max} 張未關閉的工單，請先關閉已解決的工單再建立新的。',
    zh: '您有 {max} 张未关闭的工单，请先关闭已解决的工单再创建新的。',
  },
} satisfies Record<string, Texts>;
