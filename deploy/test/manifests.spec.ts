/**
 * The deployment files agree with the code: every app has its Kubernetes objects on the port
 * and probe paths it really serves, and docker-compose runs all of it.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { GATEWAY_PORT, PROBES, SERVICES, ServiceName } from '@parley/contracts';

const root = join(__dirname, '..', '..');
const k8sDir = join(root, 'deploy', 'k8s');
const apps = readdirSync(join(root, 'apps'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const portOf = (app: string) => (app === 'gateway' ? GATEWAY_PORT : SERVICES[app as ServiceName].port);

const manifestFiles = readdirSync(k8sDir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml');
const objects: any[] = manifestFiles.flatMap((f) =>
  parseAllDocuments(readFileSync(join(k8sDir, f), 'utf8')).map((doc) => {
    if (doc.errors.length > 0) throw new Error(`${f}: ${doc.errors[0].message}`);
    return doc.toJS();
  }),
);
const find = (kind: string, name: string) => objects.find((o) => o?.kind === kind && o.metadata?.name === name);

describe('Kubernetes manifests', () => {
  it('cover the six apps', () => {
    expect(apps.sort()).toEqual([...Object.keys(SERVICES), 'gateway'].sort());
  });

  describe.each(apps)('%s', (app) => {
    const deployment = find('Deployment', app);
    const container = deployment?.spec.template.spec.containers[0];

    it('has a runnable main.ts', () => {
      expect(existsSync(join(root, 'apps', app, 'src', 'main.ts'))).toBe(true);
    });

    it('has a Deployment whose port and probes are the ones the app serves', () => {
      expect(container.ports.map((p: any) => p.containerPort)).toEqual([portOf(app)]);
      expect(container.readinessProbe.httpGet).toEqual({ path: PROBES.readiness, port: portOf(app) });
      expect(container.livenessProbe.httpGet).toEqual({ path: PROBES.liveness, port: portOf(app) });
      expect(container.resources.requests).toEqual({ cpu: expect.anything(), memory: expect.anything() });
      expect(container.resources.limits).toEqual({ cpu: expect.anything(), memory: expect.anything() });
      expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
    });

    it('has a Service selecting its pods on the same port', () => {
      const service = find('Service', app);
      expect(service.spec.selector).toEqual(deployment.spec.template.metadata.labels);
      expect(deployment.spec.selector.matchLabels).toEqual(deployment.spec.template.metadata.labels);
      expect(service.spec.ports.map((p: any) => p.targetPort)).toEqual([portOf(app)]);
    });

    it('reads its settings from its ConfigMap, the database URL from a Secret', () => {
      const configMap = find('ConfigMap', `${app}-config`);
      expect(container.envFrom).toEqual([{ configMapRef: { name: `${app}-config` } }]);
      expect(configMap.data.PORT).toBe(String(portOf(app)));
      if (app === 'gateway') {
        for (const [name, info] of Object.entries(SERVICES)) {
          expect(configMap.data[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${info.port}`);
        }
        return;
      }
      expect(configMap.data.NATS_STREAM_REPLICAS).toBe('3');
      expect(configMap.data.DATABASE_URL).toBeUndefined();
      const dbUrl = container.env.find((e: any) => e.name === 'DATABASE_URL');
      expect(dbUrl.valueFrom.secretKeyRef).toEqual({ name: 'parley-database', key: 'url' });
    });
  });

  it('autoscale analytics and notifications on CPU', () => {
    for (const app of ['analytics', 'notifications']) {
      const hpa = find('HorizontalPodAutoscaler', app);
      expect(hpa.apiVersion).toBe('autoscaling/v2');
      expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: app });
      expect(hpa.spec.metrics[0].resource.name).toBe('cpu');
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
      // The HPA owns the replica count; a fixed one in the Deployment would fight it.
      expect(find('Deployment', app).spec.replicas).toBeUndefined();
    }
  });

  it('run the migrations in a Job with the database Secret', () => {
    const job = objects.find((o) => o?.kind === 'Job');
    const container = job.spec.template.spec.containers[0];
    expect(container.command).toEqual(['node', 'dist/scripts/migrate.js']);
    expect(container.env[0].valueFrom.secretKeyRef).toEqual({ name: 'parley-database', key: 'url' });
  });

  it('run NATS as a JetStream cluster of three with file storage', () => {
    const sts = find('StatefulSet', 'nats');
    expect(sts.spec.replicas).toBe(3);
    expect(find('Service', sts.spec.serviceName).spec.clusterIP).toBe('None');
    expect(sts.spec.volumeClaimTemplates[0].metadata.name).toBe('data');
    const conf: string = find('ConfigMap', 'nats-config').data['nats.conf'];
    expect(conf).toMatch(/jetstream \{\s*store_dir: \/data/);
    for (const i of [0, 1, 2]) expect(conf).toContain(`nats://nats-${i}.${sts.spec.serviceName}:6222`);
  });

  it('are all listed in the kustomization, which lists nothing else', () => {
    const kustomization = parse(readFileSync(join(k8sDir, 'kustomization.yaml'), 'utf8'));
    expect([...kustomization.resources].sort()).toEqual([...manifestFiles].sort());
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true });

  it('runs Postgres, Redis with an append-only file, and NATS with JetStream', () => {
    expect(compose.services.postgres.image).toMatch(/^postgres:15/);
    expect(compose.services.redis.image).toMatch(/^redis:7/);
    expect(compose.services.redis.command.join(' ')).toContain('--appendonly yes');
    expect(compose.services.nats.image).toMatch(/^nats:2/);
    expect(compose.services.nats.command).toContain('-js');
  });

  it.each(apps)('runs %s from the shared image once the migrations have run', (app) => {
    const service = compose.services[app];
    expect(service.build).toMatchObject({ dockerfile: 'deploy/docker/Dockerfile', args: { APP: app } });
    expect(service.environment.PORT).toBe(String(portOf(app)));
    expect(service.healthcheck.test.join(' ')).toContain(PROBES.readiness);
    if (app !== 'gateway') {
      expect(service.depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
    }
  });

  it('runs the migrations as a one-shot of the same image', () => {
    expect(compose.services.migrate.build.args).toEqual({ APP: 'migrate' });
  });

  it('publishes the gateway on 8080 in front of every app', () => {
    const gateway = compose.services.gateway;
    expect(gateway.ports).toContain(`${GATEWAY_PORT}:${GATEWAY_PORT}`);
    for (const [name, info] of Object.entries(SERVICES)) {
      expect(gateway.environment[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${info.port}`);
    }
  });
});

describe('container image', () => {
  const dockerfile = readFileSync(join(root, 'deploy', 'docker', 'Dockerfile'), 'utf8');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('runs production dependencies only, as a non-root user', () => {
    expect(finalStage).toMatch(/^\nFROM \$\{NODE_IMAGE\}\n/);
    expect(dockerfile).toContain('ARG NODE_IMAGE=node:20-bookworm-slim');
    expect(finalStage).toMatch(/npm install --omit=dev/);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/NODE_ENV=production/);
  });

  describe('entry script', () => {
    // A stand-in `node` that prints what it was asked to run.
    const bin = mkdtempSync(join(tmpdir(), 'parley-entry-'));
    writeFileSync(join(bin, 'node'), '#!/bin/sh\necho "$@"\n');
    chmodSync(join(bin, 'node'), 0o755);
    afterAll(() => rmSync(bin, { recursive: true, force: true }));
    const run = (app: string) =>
      execFileSync('sh', [join(root, 'deploy', 'docker', 'entrypoint.sh')], {
        env: { PATH: `${bin}:/usr/bin:/bin`, APP: app },
        encoding: 'utf8',
      }).trim();

    it.each(apps)('starts %s from its built main.ts', (app) => {
      expect(run(app)).toBe(`dist/apps/${app}/src/main.js`);
    });

    it('runs the migrations for APP=migrate', () => {
      expect(run('migrate')).toBe('dist/scripts/migrate.js');
      expect(existsSync(join(root, 'scripts', 'migrate.ts'))).toBe(true);
    });

    it('refuses to start without APP', () => {
      expect(() => run('')).toThrow();
    });
  });
});
