import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestFeed, type RunningFeed } from '../testing/feed-harness.ts';

// Behind TLS the fan-out must go through the socket's own stream: bytes written beside it would
// reach the fan as plaintext inside the encrypted stream, which the client drops with 1006.
const folder = mkdtempSync(path.join(tmpdir(), 'feed-tls-'));
const keyFile = path.join(folder, 'key.pem');
const certFile = path.join(folder, 'cert.pem');

let cert: Buffer;
let feed: RunningFeed;
let port: number;

beforeAll(async () => {
  // A certificate made for this run, for 127.0.0.1 and localhost.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(certFile);
  // The tiny match, without the data plugins: the socket and the control API are what is tested.
  feed = await startTestFeed({ control: true, plugins: [], tls: { key: readFileSync(keyFile), cert } });
  port = Number(new URL(feed.origin).port);
});

afterAll(async () => {
  await feed?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** A control call over https, trusting only this run's certificate. */
function post(url: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(
      { host: '127.0.0.1', port, path: url, method: 'POST', ca: cert, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify(body));
  });
}

describe('the feed over TLS', () => {
  it('serves wss: a goal fired through the control API reaches the client, after the snapshot', async () => {
    const socket = new WebSocket(`wss://127.0.0.1:${port}/ws?eventId=tiny&lang=en`, { ca: cert });
    const messages: Array<{ type: string; value: unknown }> = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    await expect.poll(() => messages.map((message) => message.type)).toEqual(['status', 'score', 'statsSummary']);

    expect(await post('/control/events/tiny/goal', { side: 'away' })).toBe(200);

    await expect
      .poll(() => messages.find((message) => message.type === 'majorIncident')?.value)
      .toEqual({
        event: 'goal',
        side: 'away',
        isUpdate: false,
      });
    const scores = messages.filter((message) => message.type === 'score').map((message) => message.value);
    expect(scores).toHaveLength(2);
    socket.close(1000);
    expect(await closed).toBe(1000);
  });
});
