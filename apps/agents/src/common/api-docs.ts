import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import { RequireScope } from '@parley/auth';

/** Error body of the agents dialect (spec 01, Errors). */
export class ErrorView {
  @ApiProperty() detail: string;
  @ApiProperty({ type: 'integer', example: 40400 }) code: number;
  @ApiProperty({ type: 'object', additionalProperties: true }) parameters: Record<string, unknown>;
}

const MEANING: Record<number, string> = {
  400: 'Malformed request or missing required parameter (code 40001)',
  401: 'API key missing or invalid',
  403: "API key lacks the chat scope, or the workspace is not the key's",
  404: 'Agent or conversation not found (or not in your workspace)',
  409: 'Conflicts with the state of the agent',
  422: 'A parameter fails format or constraint validation',
};

export const ApiErrors = (...statuses: number[]) =>
  applyDecorators(...statuses.map((status) => ApiResponse({ status, description: MEANING[status], type: ErrorView })));

/** Every public agents route needs a key with the chat scope (RequireScope documents 401/403). */
export const ChatApi = (tag: string) => applyDecorators(ApiTags(tag), RequireScope('chat'));
