import { Body, Controller, DynamicModule, Get, Module, Post, Query } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { ErrorDialect } from '@parley/contracts';
import {
  ApiError,
  BaseConfig,
  PlatformModule,
  ServiceDefinition,
  conflict,
  loadBaseConfig,
  notFound,
  parsePage,
} from '@parley/platform';
import { RunningApp, http, startApp } from '../src';

class CreateThing {
  @IsString() name: string;
  @IsOptional() @IsIn(['a', 'b']) kind?: string;
  @IsOptional() @IsInt() @Min(1) @Max(5) size?: number;
}

@Controller('things')
class ThingsController {
  @Post()
  create(@Body() body: CreateThing) {
    return body;
  }
  @Get()
  list(@Query() query: Record<string, string>) {
    return parsePage(query, { allowed: ['name', 'created_at'], defaultOrder: 'created_at:desc' });
  }
  @Get('missing')
  missing() {
    throw notFound('Thing not found');
  }
  @Get('busy')
  busy() {
    throw conflict('Thing is busy', { parameters: { thing: 't1' } });
  }
  @Get('token')
  token() {
    throw new ApiError(401, 'Could not decode token', { code: 40007, parameters: { token: 'abc' } });
  }
  @Get('boom')
  boom() {
    throw new Error('secret internals');
  }
}

function definition(dialect: ErrorDialect): ServiceDefinition<BaseConfig> {
  @Module({ controllers: [ThingsController] })
  class Things {}
  return {
    dialect,
    docs: { title: 'test', description: 'test app' },
    loadConfig: (env) => loadBaseConfig(`test-${dialect}`, 0, env),
    module: (config): DynamicModule => ({ module: Things, imports: [PlatformModule.forRoot(config)] }),
  };
}

describe.each<ErrorDialect>(['agents', 'fastapi', 'messaging'])('a service in the %s dialect', (dialect) => {
  let svc: RunningApp;
  beforeAll(async () => {
    svc = await startApp(definition(dialect), { LOG_LEVEL: 'silent', BODY_LIMIT_BYTES: '4096' });
  });
  afterAll(() => svc.close());

  it('answers /healthz, /readyz with its dependencies, /metrics and /docs', async () => {
    expect((await http('GET', `${svc.url}/healthz`)).status).toBe(200);
    const ready = await http('GET', `${svc.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ redis: 'ok', nats: 'ok' });
    await http('GET', `${svc.url}/things/missing`);
    const metrics = await http('GET', `${svc.url}/metrics`);
    expect(metrics.text).toContain('http_request_duration_seconds_bucket');
    expect(metrics.text).toContain('route="/things/missing"');
    expect((await http('GET', `${svc.url}/docs`)).status).toBe(200);
  });

  it('renders 404, 409 and 500 in its dialect without leaking internals', async () => {
    const nf = await http('GET', `${svc.url}/things/missing`);
    const cf = await http('GET', `${svc.url}/things/busy`);
    const boom = await http('GET', `${svc.url}/things/boom`);
    expect([nf.status, cf.status, boom.status]).toEqual([404, 409, 500]);
    expect(boom.text).not.toContain('secret internals');
    if (dialect === 'agents') {
      expect(nf.body).toEqual({ detail: 'Thing not found', code: 40400, parameters: {} });
      expect(cf.body).toEqual({ detail: 'Thing is busy', code: 40900, parameters: { thing: 't1' } });
    } else if (dialect === 'fastapi') {
      expect(nf.body).toEqual({ detail: 'Thing not found' });
      expect(boom.body).toEqual({ detail: 'Internal server error' });
    } else {
      expect(nf.body).toEqual({ error: 'not_found', message: 'Thing not found' });
      expect(cf.body).toEqual({ error: 'conflict', message: 'Thing is busy' });
    }
  });

  it('renders a missing field, a bad value and an unknown field', async () => {
    const miss = await http('POST', `${svc.url}/things`, { body: {} });
    const bad = await http('POST', `${svc.url}/things`, { body: { name: 'x', kind: 'z' } });
    const extra = await http('POST', `${svc.url}/things`, { body: { name: 'x', colour: 'red' } });
    const ok = await http('POST', `${svc.url}/things`, { body: { name: 'x', size: 3 } });
    expect(ok.status).toBe(201);
    expect(ok.body).toEqual({ name: 'x', size: 3 });
    expect(bad.status).toBe(422);
    expect(extra.status).toBe(422);
    if (dialect === 'agents') {
      expect(miss.status).toBe(400);
      expect(miss.body).toMatchObject({ code: 40001, parameters: { missing: ['name'] } });
      expect(bad.body.parameters.errors[0].loc).toEqual(['body', 'kind']);
    } else if (dialect === 'fastapi') {
      expect(miss.status).toBe(422);
      expect(miss.body).toEqual({ detail: [{ loc: ['body', 'name'], msg: 'field required', type: 'value_error.missing' }] });
      expect(extra.body.detail[0]).toMatchObject({ loc: ['body', 'colour'], type: 'value_error.extra' });
    } else {
      expect(miss.status).toBe(422);
      expect(miss.body).toMatchObject({ error: 'validation_error', details: [{ loc: ['body', 'name'] }] });
    }
  });

  it('rejects malformed JSON with a 400 in its dialect', async () => {
    const res = await http('POST', `${svc.url}/things`, { raw: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    const text = dialect === 'messaging' ? res.body.message : res.body.detail;
    expect(text).toMatch(/not valid JSON/);
  });

  it('refuses a body over the size limit with a 413 in its dialect', async () => {
    const res = await http('POST', `${svc.url}/things`, { body: { name: 'x'.repeat(8000) } });
    expect(res.status).toBe(413);
    if (dialect === 'messaging') expect(res.body.error).toBe('payload_too_large');
    else expect(typeof res.body.detail).toBe('string');
  });

  it('parses pagination and rejects an unknown order_by field with a 422', async () => {
    const ok = await http('GET', `${svc.url}/things?offset=5&limit=10&order_by=name:asc`);
    expect(ok.body).toEqual({ offset: 5, limit: 10, orderBy: { field: 'name', direction: 'ASC' } });
    const dflt = await http('GET', `${svc.url}/things`);
    expect(dflt.body).toEqual({ offset: 0, limit: 20, orderBy: { field: 'created_at', direction: 'DESC' } });
    expect((await http('GET', `${svc.url}/things?order_by=password:asc`)).status).toBe(422);
    expect((await http('GET', `${svc.url}/things?limit=101`)).status).toBe(422);
  });

  it('returns the 40007 code with parameters.token only in the agents dialect', async () => {
    const res = await http('GET', `${svc.url}/things/token`);
    expect(res.status).toBe(401);
    if (dialect === 'agents') expect(res.body).toEqual({ detail: 'Could not decode token', code: 40007, parameters: { token: 'abc' } });
    else if (dialect === 'fastapi') expect(res.body).toEqual({ detail: 'Could not decode token' });
  });
});
