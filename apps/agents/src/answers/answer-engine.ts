import { BotEntity } from '../bots/bot.entity';
import { ConversationEntity } from '../conversations/conversation.entity';
import { MessageEntity } from '../messages/message.entity';

export interface AnswerRequest {
  bot: BotEntity;
  conversation: ConversationEntity;
  /** Up to `historyLimit` earlier messages of the conversation, oldest first, without the question. */
  history: MessageEntity[];
  /** The user's message text. */
  question: string;
}

export interface Answer {
  text: string;
}

/** Produces the agent's reply to a user message. Swapped by the knowledge-base import. */
export interface AnswerEngine {
  /** How many earlier messages the engine wants; 0 skips reading the history at all. */
  readonly historyLimit: number;
  answer(request: AnswerRequest): Promise<Answer>;
}

export const ANSWER_ENGINE = Symbol('ANSWER_ENGINE');
