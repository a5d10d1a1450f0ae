import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { EVENT_CATALOGUE, EVENT_TYPES } from '@parley/contracts';
import { RequireScope } from '@parley/auth';

class EventTypeView {
  @ApiProperty({ enum: EVENT_TYPES }) event_type: string;
  @ApiProperty() description: string;
}

const EVENT_TYPE_VIEWS: EventTypeView[] = EVENT_CATALOGUE.map(({ event_type, description }) => ({
  event_type,
  description,
}));

@ApiTags('event types')
@RequireScope('notify')
@Controller('notify-api/v1/event_types')
export class EventTypesController {
  @Get()
  @ApiOperation({ summary: 'The event types a subscription can hold' })
  @ApiResponse({ status: 200, type: [EventTypeView] })
  list(): EventTypeView[] {
    return EVENT_TYPE_VIEWS;
  }
}
