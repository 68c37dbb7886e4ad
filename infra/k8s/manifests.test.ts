/**
 * The Kubernetes manifests as an operator applies them: every overlay rendered by
 * `kubectl kustomize`, every object valid against the Kubernetes schemas, and the rules we hold
 * every deployment to (probes, requests and limits, non-root read-only containers, a disruption
 * budget per Deployment, the /ws route to the gateway, no secret values in the manifests).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import * as models from 'kubernetes-models';

interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

interface Container {
  name: string;
  image: string;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  startupProbe?: unknown;
  readinessProbe?: unknown;
  livenessProbe?: unknown;
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
  env?: { name: string; value?: string; valueFrom?: unknown }[];
}

interface PodSpec {
  containers: Container[];
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
}

const k8sDir = fileURLToPath(new URL('.', import.meta.url));
const OVERLAYS = ['base', 'overlays/production'];

function render(overlay: string): K8sObject[] {
  const yamlText = execFileSync('kubectl', ['kustomize', `${k8sDir}${overlay}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return parseAllDocuments(yamlText)
    .map((doc) => doc.toJSON() as K8sObject | null)
    .filter((o): o is K8sObject => o !== null);
}

/** 'apps/v1' → models.apps.v1, 'v1' → models.v1, 'networking.k8s.io/v1' → models.networkingK8sIo.v1. */
function modelFor(apiVersion: string, kind: string) {
  const [group = '', version = ''] = apiVersion.includes('/')
    ? apiVersion.split('/')
    : ['', apiVersion];
  const groupKey = group.replace(/\.([a-z])/g, (_, c: string) => c.toUpperCase());
  const registry = models as unknown as Record<string, Record<string, Record<string, unknown>>>;
  const versions = group === '' ? registry : registry[groupKey];
  const Model = versions?.[version]?.[kind] as
    (new (data: unknown) => { validate(): void }) | undefined;
  return Model;
}

const podSpecOf = (o: K8sObject): PodSpec =>
  (o.spec as { template: { spec: PodSpec } }).template.spec;

/** Names whose values are secrets: they may only come from a Secret, never be written here. */
const SECRET_NAMES =
  /^(DATABASE_URL|REDIS_URL|REALTIME_SECRET|SMTP_URL|STRIPE_SECRET_KEY|STRIPE_WEBHOOK_SECRET|VAPID_PRIVATE_KEY)$/;

describe.each(OVERLAYS)('the %s manifests', (overlay) => {
  const objects = render(overlay);
  const byKind = (kind: string) => objects.filter((o) => o.kind === kind);
  const deployments = byKind('Deployment');
  const workloads = [...deployments, ...byKind('Job')];

  it('render the api, the gateway and the workers, each with at least two replicas', () => {
    expect(deployments.map((d) => d.metadata.name).sort()).toEqual(['api', 'gateway', 'workers']);
    for (const d of deployments) expect(d.spec?.replicas).toBeGreaterThanOrEqual(2);
  });

  it('are each valid against the Kubernetes schema of their kind', () => {
    const invalid: string[] = [];
    for (const o of objects) {
      const Model = modelFor(o.apiVersion, o.kind);
      if (!Model) {
        invalid.push(`${o.apiVersion} ${o.kind}: no schema`);
        continue;
      }
      try {
        new Model(o).validate();
      } catch (error) {
        invalid.push(`${o.kind}/${o.metadata.name}: ${(error as Error).message}`);
      }
    }
    expect(invalid).toEqual([]);
  });

  it('give every container probes, requests and limits, and run it as non-root, read-only', () => {
    for (const workload of workloads) {
      const pod = podSpecOf(workload);
      expect(pod.securityContext?.runAsNonRoot, workload.metadata.name).toBe(true);
      for (const c of pod.containers) {
        const where = `${workload.metadata.name}/${c.name}`;
        expect(c.resources?.requests?.cpu, where).toBeDefined();
        expect(c.resources?.requests?.memory, where).toBeDefined();
        expect(c.resources?.limits?.cpu, where).toBeDefined();
        expect(c.resources?.limits?.memory, where).toBeDefined();
        expect(c.securityContext?.readOnlyRootFilesystem, where).toBe(true);
        expect(c.securityContext?.allowPrivilegeEscalation, where).toBe(false);
        expect(c.securityContext?.capabilities?.drop, where).toContain('ALL');
        if (workload.kind === 'Deployment') {
          expect(c.readinessProbe, where).toBeDefined();
          expect(c.livenessProbe, where).toBeDefined();
          expect(c.startupProbe, where).toBeDefined();
        }
      }
    }
  });

  it('give each Deployment a disruption budget, an autoscaler and a grace period past its 9 s stop', () => {
    for (const d of deployments) {
      const selects = (o: K8sObject) =>
        (o.spec?.selector as { matchLabels?: Record<string, string> } | undefined)?.matchLabels?.[
          'app.kubernetes.io/name'
        ] === d.metadata.name;
      expect(byKind('PodDisruptionBudget').filter(selects), d.metadata.name).toHaveLength(1);
      const hpa = byKind('HorizontalPodAutoscaler').find(
        (h) => (h.spec?.scaleTargetRef as { name: string }).name === d.metadata.name,
      );
      expect(hpa?.spec?.minReplicas, d.metadata.name).toBeGreaterThanOrEqual(2);
      expect(podSpecOf(d).terminationGracePeriodSeconds).toBeGreaterThan(9 + 5);
    }
  });

  it('send /ws to the gateway with timeouts past its heartbeat, and the rest to the api', () => {
    const ingresses = byKind('Ingress');
    const routes = ingresses.flatMap((ing) => {
      const spec = ing.spec as {
        rules: { http: { paths: { path: string; backend: { service: { name: string } } }[] } }[];
      };
      const annotations = (ing.metadata as { annotations?: Record<string, string> }).annotations;
      return spec.rules.flatMap((r) =>
        r.http.paths.map((p) => ({
          path: p.path,
          service: p.backend.service.name,
          readTimeout: Number(annotations?.['nginx.ingress.kubernetes.io/proxy-read-timeout']),
        })),
      );
    });
    expect(routes).toContainEqual(expect.objectContaining({ path: '/', service: 'api' }));
    const ws = routes.find((r) => r.path === '/ws');
    expect(ws?.service).toBe('gateway');
    // The gateway pings after 32 s of silence (realtime/src/gateway/gateway.ts SOCKET_LIMITS).
    expect(ws?.readTimeout).toBeGreaterThan(32);
  });

  it('write no secret value: secrets come from the Secret italieno-secrets', () => {
    expect(byKind('Secret')).toEqual([]);
    for (const cm of byKind('ConfigMap')) {
      expect(Object.keys(cm.data ?? {}).filter((k) => SECRET_NAMES.test(k))).toEqual([]);
    }
    for (const workload of workloads) {
      for (const c of podSpecOf(workload).containers) {
        const written = (c.env ?? []).filter((e) => SECRET_NAMES.test(e.name) && e.value);
        expect(written, `${workload.metadata.name}/${c.name}`).toEqual([]);
      }
    }
  });

  it('let nothing reach a pod that a network policy does not name', () => {
    const policies = byKind('NetworkPolicy');
    const denyAll = policies.find(
      (p) =>
        JSON.stringify(p.spec?.podSelector) === '{}' &&
        (p.spec?.policyTypes as string[]).includes('Ingress') &&
        p.spec?.ingress === undefined,
    );
    expect(denyAll).toBeDefined();
  });
});
