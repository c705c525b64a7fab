import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, type ServerProcess, startServer } from '../../../../../e2e/support/server-process.ts';

/**
 * Issue 23 point 6: server processes on one PostgreSQL, taken in turn as a round-robin proxy would. A
 * killed node stays in the rotation until its replacement answers health (a proxy learns of a death only
 * from failed requests), so calls keep reaching the dead address and are retried on the next node.
 */
export class NodeRotation {
  private readonly nodes: ServerProcess[] = [];
  private readonly started: ServerProcess[] = [];
  private turn = 0;
  private count = 0;

  constructor(private readonly env: Record<string, string>) {}

  /** Starts a node and adds it to the rotation once it answers health. */
  async add(): Promise<ServerProcess> {
    const node = await this.start();
    this.nodes.push(node);
    return node;
  }

  /** The next node in turn. */
  next(): ServerProcess {
    const node = this.nodes[this.turn % this.nodes.length];
    this.turn += 1;
    if (!node) throw new Error('no node in the rotation');
    return node;
  }

  at(index: number): ServerProcess {
    const node = this.nodes[index];
    if (!node) throw new Error(`no node ${index}`);
    return node;
  }

  /** SIGKILL, as a machine that loses power: no shutdown hook runs. Resolves when the process is gone. */
  async kill(node: ServerProcess): Promise<void> {
    node.child.kill('SIGKILL');
    await node.exited;
  }

  /** A new process on a free port takes the dead node's place in the rotation once it answers health. */
  async replace(dead: ServerProcess): Promise<ServerProcess> {
    const node = await this.start();
    const index = this.nodes.indexOf(dead);
    if (index < 0) throw new Error(`${dead.name} is not in the rotation`);
    this.nodes[index] = node;
    return node;
  }

  /** Stops every node this rotation started and removes their logs. */
  async stopAll(): Promise<void> {
    await Promise.all(this.started.map((node) => node.stop()));
    await Promise.all(this.started.map((node) => rm(node.logFile, { force: true })));
  }

  /** The log files of every node started, for a failure's message. */
  logFiles(): string[] {
    return this.started.map((node) => node.logFile);
  }

  private async start(): Promise<ServerProcess> {
    this.count += 1;
    const name = `node${this.count}`;
    const node = await startServer({
      name,
      port: await freePort(),
      logFile: path.join(os.tmpdir(), `paybook-two-nodes-${name}-${process.pid}.log`),
      env: this.env,
      healthTimeoutMs: 120_000,
    });
    this.started.push(node);
    return node;
  }
}
