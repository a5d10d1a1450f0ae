import { BotEntity } from '../bots/bot.entity';
import { ConversationEntity } from '../conversations/conversation.entity';
import { MessageEntity } from '../messages/message.entity';

export interface AnswerRequest {
  bot: BotEntity;
  conversation: ConversationEntity;
  /** Earlier messages of the conversation, oldest first, not including the question. */
  history: MessageEntity[];
  /** The user's message text. */
  question: string;
}

export interface Answer {
  text: string;
}

/** Produces the agent's reply to a user message. Swapped by the knowledge-base import. */
export interface AnswerEngine {
  answer(request: AnswerRequest): Promise<Answer>;
}

export const ANSWER_ENGINE = Symbol('ANSWER_ENGINE');
