import { Module } from '@nestjs/common';
import { ANSWER_ENGINE } from './answer-engine';
import { NoKnowledgeAnswerEngine } from './no-knowledge.engine';

@Module({
  providers: [{ provide: ANSWER_ENGINE, useClass: NoKnowledgeAnswerEngine }],
  exports: [ANSWER_ENGINE],
})
export class AnswersModule {}
