import { CanActivate, ExecutionContext, Injectable, UseGuards, applyDecorators } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { AuthenticatedRequest, RequireScope, assertWorkspace } from '@parley/auth';
import { unauthorized } from '@parley/platform';

/**
 * Refuses (403) a key used on another workspace's `{workspace_id}`. A guard rather than a
 * check in the handler so it answers before the body is validated.
 */
@Injectable()
export class WorkspaceGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.principal) throw unauthorized();
    const params = (request.params ?? {}) as Record<string, string | undefined>;
    assertWorkspace(request.principal, params.workspace_id ?? '');
    return true;
  }
}

/** A `/workspaces/{workspace_id}/...` route: `notify` scope, and the key's own workspace only. */
export const WorkspaceRoute = () =>
  applyDecorators(
    // Order matters: the API key guard must run first and set the principal.
    RequireScope('notify'),
    UseGuards(WorkspaceGuard),
    ApiForbiddenResponse({ description: 'API key lacks the notify scope or belongs to another workspace' }),
  );
