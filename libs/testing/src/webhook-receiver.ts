import { createServer, IncomingMessage, Server } from 'node:http';

export interface ReceivedRequest {
  at: number;
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: any;
}

/**
 * A local HTTP receiver for webhooks and callbacks. `respond` decides each answer
 * (default 200 `{"ok":true}`), so tests can make it fail for a while.
 */
export class WebhookReceiver {
  readonly received: ReceivedRequest[] = [];
  respond: (req: ReceivedRequest) => { status: number; body?: string } = () => ({ status: 200, body: '{"ok":true}' });
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* keep text */
        }
        const entry = { at: Date.now(), method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
        this.received.push(entry);
        const answer = this.respond(entry);
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body ?? '');
      });
    });
    this.server.keepAliveTimeout = 5000;
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as { port: number };
    this.url = `http://127.0.0.1:${port}`;
    return this;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
