import { Injectable } from '@nestjs/common';
import { Answer, AnswerEngine, AnswerRequest } from './answer-engine';

export const NO_KNOWLEDGE_REPLY =
  "I don't have an answer for that yet: this agent has no knowledge base. " +
  'Once documents are imported into its knowledge base, I will answer from them.';

/** The engine until knowledge bases exist: says plainly that there is nothing to answer from. */
@Injectable()
export class NoKnowledgeAnswerEngine implements AnswerEngine {
  readonly historyLimit = 0;

  async answer(_request: AnswerRequest): Promise<Answer> {
    return { text: NO_KNOWLEDGE_REPLY };
  }
}
