/** Types of cluster.mjs, for the TypeScript specs that start a cluster. */
export interface ClusterNode {
  name: string;
  url: string;
  readonly pid: number | undefined;
  kill(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
}

export const BEACON_PATH: string;

export interface Cluster {
  url: string;
  nodes: ClusterNode[];
  /** The node the proxy gives the 埋点 beacons to, when one was asked for. */
  collector: ClusterNode | null;
  stop(): Promise<void>;
}

export function startCluster(options: {
  databaseUrl: string;
  redisUrl: string;
  bundle?: string;
  nodes?: number;
  port?: number;
  env?: Record<string, string>;
  output?: (name: string) => 'inherit' | string;
  collector?: boolean;
}): Promise<Cluster>;
