import { ExecutionContext, SetMetadata, UseGuards, applyDecorators, createParamDecorator } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiSecurity, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ApiError } from '@parley/platform';
import { ApiKeyGuard, AuthenticatedRequest, REQUIRED_SCOPE } from './api-key.guard';
import { Principal, Scope } from './scopes';

/**
 * Requires an API key carrying `scope` on a route or controller. The security schemes are
 * the ones bootstrapService declares (`bearer`, `api-key`, `access-token`).
 */
export function RequireScope(scope: Scope): MethodDecorator & ClassDecorator {
  return applyDecorators(
    UseGuards(ApiKeyGuard),
    SetMetadata(REQUIRED_SCOPE, scope),
    ApiBearerAuth(),
    ApiSecurity('api-key'),
    ApiSecurity('access-token'),
    ApiUnauthorizedResponse({ description: 'API key missing or invalid' }),
    ApiForbiddenResponse({ description: `API key lacks the ${scope} scope` }),
  );
}

/** The Principal the guard authenticated; use only on routes under RequireScope. */
export const CurrentPrincipal: () => ParameterDecorator = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().principal,
);

/** Refuses a key used on another workspace's resources. */
export function assertWorkspace(principal: Principal, workspaceId: string): void {
  if (principal.workspaceId !== workspaceId) {
    throw new ApiError(403, 'API key does not belong to this workspace');
  }
}
