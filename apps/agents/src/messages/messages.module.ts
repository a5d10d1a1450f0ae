import { Module } from '@nestjs/common';
import { AnswersModule } from '../answers/answers.module';
import { ConversationsModule } from '../conversations/conversations.module';
import { MessagesController } from './messages.controller';
import { MessagesService } from './messages.service';

@Module({
  imports: [ConversationsModule, AnswersModule],
  controllers: [MessagesController],
  providers: [MessagesService],
})
export class MessagesModule {}
