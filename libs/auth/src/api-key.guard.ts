import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { SERVICES, ServiceName } from '@parley/contracts';
import { ApiError, BaseConfig, CONFIG, forbidden, unauthorized } from '@parley/platform';
import { ApiKeyService } from './api-key.service';
import { presentedKey } from './credentials';
import { Principal, Scope } from './scopes';

export const REQUIRED_SCOPE = 'parley:required-scope';

export type AuthenticatedRequest = FastifyRequest & { principal?: Principal };

/**
 * Authenticates the request's API key and checks the route's scope (set by RequireScope).
 * On success the Principal is on `request.principal` (read it with CurrentPrincipal).
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  private readonly invalidKey: () => ApiError;

  constructor(
    private readonly keys: ApiKeyService,
    private readonly reflector: Reflector,
    @Inject(CONFIG) config: BaseConfig,
  ) {
    // Spec 02 spells the messaging 401 "Invalid API Key" with `error` "Unauthorized".
    const messaging = SERVICES[config.service as ServiceName]?.dialect === 'messaging';
    this.invalidKey = messaging
      ? () => unauthorized('Invalid API Key', { error: 'Unauthorized' })
      : () => unauthorized('Invalid API key');
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const key = presentedKey(request);
    const principal = key ? await this.keys.verify(key) : null;
    if (!principal) throw this.invalidKey();
    const scope = this.reflector.getAllAndOverride<Scope | undefined>(REQUIRED_SCOPE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (scope && !principal.scopes.includes(scope)) throw forbidden(`API key lacks the ${scope} scope`);
    request.principal = principal;
    return true;
  }
}
