import type { FastifyInstance } from 'fastify';
import { answerCommand, followChatMember } from './start';
import { onTelegramUpdate } from './updates';
import { registerTelegramWebhook } from './webhook';

/** The bot: its webhook, the update dispatcher other modules register with, its commands and the chat's membership. */
export default function telegramModule(app: FastifyInstance): void {
  registerTelegramWebhook(app);
  onTelegramUpdate(app, 'message', answerCommand);
  onTelegramUpdate(app, 'my_chat_member', followChatMember);
}
