import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { UseCase } from './use-cases';

@Entity({ name: 'bots' })
export class BotEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid', { name: 'workspace_id' })
  workspaceId: string;

  @Column('text')
  name: string;

  @Column('text', { nullable: true })
  description: string | null;

  @Column('text', { name: 'use_case', nullable: true })
  useCase: UseCase | null;

  @Column('boolean', { name: 'live_agent_transfer' })
  liveAgentTransfer: boolean;

  @Column('text', { name: 'default_response_language' })
  defaultResponseLanguage: string;

  @Column('boolean', { name: 'is_enabled' })
  isEnabled: boolean;

  @Column('timestamptz', { name: 'created_at' })
  createdAt: Date;

  @Column('timestamptz', { name: 'updated_at' })
  updatedAt: Date;
}
