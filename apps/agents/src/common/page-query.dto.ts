import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';

/** offset/limit/order_by as they arrive; parsePage checks ranges and the order_by allow-list. */
export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0, description: 'Rows to skip.' })
  @IsOptional()
  @IsString()
  offset?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 20, description: 'Rows to return.' })
  @IsOptional()
  @IsString()
  limit?: string;

  @ApiPropertyOptional({ description: '`field:asc` or `field:desc`; the fields allowed are listed per endpoint.' })
  @IsOptional()
  @IsString()
  order_by?: string;
}

export class PageView {
  @ApiProperty({ type: 'integer', description: 'Rows matching, before offset and limit.' })
  total: number;
}
