import { DynamicModule, Module } from '@nestjs/common';
import { AuthModule, IDENTITY_ENTITIES } from '@parley/auth';
import { EVENTS_ENTITIES, EventsModule } from '@parley/events';
import { DatabaseModule, PlatformModule } from '@parley/platform';
import { BotEntity } from './bots/bot.entity';
import { BotsModule } from './bots/bots.module';
import { ConversationEntity } from './conversations/conversation.entity';
import { ConversationsModule } from './conversations/conversations.module';
import type { AgentsConfig } from './definition';
import { MessageEntity } from './messages/message.entity';
import { MessagesModule } from './messages/messages.module';

export const AGENTS_ENTITIES = [BotEntity, ConversationEntity, MessageEntity];

@Module({})
export class AgentsModule {
  static forRoot(config: AgentsConfig): DynamicModule {
    return {
      module: AgentsModule,
      imports: [
        PlatformModule.forRoot(config),
        DatabaseModule.forRoot(config, {
          schema: 'agents',
          entities: [...AGENTS_ENTITIES, ...IDENTITY_ENTITIES, ...EVENTS_ENTITIES],
        }),
        AuthModule.forRoot(),
        EventsModule.forRoot({}),
        BotsModule,
        ConversationsModule,
        MessagesModule,
      ],
    };
  }
}
