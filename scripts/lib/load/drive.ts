// One load run with autocannon: N connections, each request signed in as one of the members in
// turn, for a fixed time. Latencies are collected per response so p95 is exact (autocannon's own
// summary has p90 and p97.5 but no p95); the portal's and the API's peak memory are sampled meanwhile.
import autocannon from 'autocannon';
import { rssMb } from './bench-stack.ts';

export type RunResult = {
  path: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than the expected status, plus connection errors and timeouts. */
  errors: number;
  statuses: Record<string, number>;
  peakRssMb: { portal: number; api: number };
};

export type RunOptions = {
  url: string;
  path: string;
  cookies: string[];
  connections: number;
  seconds: number;
  expectedStatus: number;
  pids: () => { portal: number; api: number };
  /** Called once, `after` seconds into the run (the fault runs). */
  during?: { after: number; action: () => Promise<void> };
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function drive(options: RunOptions): Promise<RunResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const peak = { portal: 0, api: 0 };
  const sample = setInterval(() => {
    const { portal, api } = options.pids();
    peak.portal = Math.max(peak.portal, rssMb(portal));
    peak.api = Math.max(peak.api, rssMb(api));
  }, 200);
  let next = 0;
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon({
      url: options.url,
      connections: options.connections,
      duration: options.seconds,
      timeout: 20,
      requests: [{
        method: 'GET',
        path: options.path,
        setupRequest: (request) => {
          request.headers = { ...request.headers, cookie: `token=${options.cookies[next++ % options.cookies.length]}`, 'accept-encoding': 'br' };
          return request;
        },
      }],
    }, (error, result) => (error ? reject(error) : resolve(result)));
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    latencies.push(responseTime);
  });
  const fault = options.during
    ? new Promise<void>((resolve, reject) => setTimeout(() => options.during!.action().then(resolve, reject), options.during!.after * 1000))
    : Promise.resolve();
  const [result] = await Promise.all([finished, fault]);
  clearInterval(sample);
  latencies.sort((a, b) => a - b);
  const unexpected = Object.entries(statuses).filter(([status]) => Number(status) !== options.expectedStatus).reduce((sum, [, count]) => sum + count, 0);
  return {
    path: options.path,
    requestsPerSecond: Math.round(latencies.length / options.seconds),
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
    errors: unexpected + result.errors + result.timeouts,
    statuses,
    peakRssMb: peak,
  };
}
