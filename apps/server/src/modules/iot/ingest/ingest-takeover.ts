import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../app-context';
import type { ExternalBus } from '../../../platform/bus/bus';
import type { TakenSession } from '../../../platform/bus/take-over-session';
import { nodeName } from '../../../platform/node-name';
import { startTicker } from '../../../platform/ticker';
import { ingestSessionsRepository } from './ingest-sessions.repository';

// Nodes sharing an external broker's group each have a persistent ingest session, and the broker keeps
// routing a share of the devices' messages to a node's session after that node died: they would wait,
// acknowledged to the devices but stored nowhere, until it came back (issue 32 item 6). So every node
// writes a heartbeat, and a node that sees another silent for INGEST_TAKEOVER_AFTER_MS takes its session
// over (connects with its client id, which hands over what waits and what keeps coming, each stored as
// its own ingest stores it) until that node beats again — the holder then lets go, and the node waits for
// that before connecting (untilNotHeld) — or connects anyway after the lease, which replaces the connection.
// A lease in the database keeps two survivors from taking the same session.

/** How often a node beats and looks for silent ones: a third of the silence that counts as dead. */
const ticksPerSilence = 3;
/** How often a starting node looks whether the node holding its session has let go. */
const HELD_POLL_MS = 100;

/**
 * A node starting again waits, before its ingest session connects, until the node that took its session
 * over has let go — it does at its next tick, once this node's heartbeat is there, after storing and
 * acknowledging what it was storing. Connecting at once would replace that connection mid-store, and the
 * broker would hand the unacknowledged messages to this node while the other still wrote them: both would
 * store them. Bounded by the lease, for a holder that died meanwhile.
 */
async function untilNotHeld(
  sessions: ReturnType<typeof ingestSessionsRepository>,
  clientId: string,
  clock: AppContext['clock'],
  leaseMs: number,
  log: FastifyBaseLogger,
): Promise<void> {
  // A wait in real time, whatever the server's clock says.
  const deadline = Date.now() + leaseMs;
  if (!(await sessions.heldByAnother(clientId, clock.now()))) return;
  log.warn({ clientId }, "another node holds this node's ingest session: waiting for it to let go");
  while (Date.now() < deadline && (await sessions.heldByAnother(clientId, clock.now())))
    await new Promise((resolve) => setTimeout(resolve, HELD_POLL_MS));
}

/**
 * Writes this node's first heartbeat (before its ingest session connects, so no survivor mistakes a node
 * that is starting for a dead one) and starts watching the others. Nothing to do without a shared group
 * (each node then stores everything itself) or with INGEST_TAKEOVER_AFTER_MS=0.
 */
export async function startIngestTakeover(
  { app, db, clock, config }: AppContext,
  bus: ExternalBus,
  log: FastifyBaseLogger,
): Promise<void> {
  const { clientId, sharedGroup, takeoverAfterMs } = config.mqttIngest;
  if (!sharedGroup || takeoverAfterMs === 0) return;
  const sessions = ingestSessionsRepository(db);
  const node = nodeName();
  const held = new Map<string, TakenSession>();
  // Since when this node's own heartbeats have gone through without a failure.
  let beatingSince: number | undefined;
  await sessions.beat(clientId, clock.now());
  beatingSince = clock.now();
  await untilNotHeld(sessions, clientId, clock, takeoverAfterMs, log);

  const letGo = async (owner: string, why: string) => {
    const session = held.get(owner);
    if (!session) return;
    held.delete(owner);
    await session.letGo(takeoverAfterMs);
    await sessions.release(owner, node);
    log.info({ owner }, `let go of the ingest session of another node: ${why}`);
  };

  const take = async (owner: string, silentSince: number, now: number) => {
    if (!(await sessions.claim(owner, node, silentSince, now, takeoverAfterMs))) return;
    const session = await bus.takeOver(owner);
    if (!session) {
      await sessions.remove(owner, node);
      log.info({ owner }, 'the broker keeps no ingest session for a silent node (retired): forgotten');
      return;
    }
    held.set(owner, session);
    log.warn(
      { owner, silentMs: takeoverAfterMs },
      'took over the ingest session of a silent node: what waits for it is stored here',
    );
    void session.ended.then(() => {
      if (held.get(owner) !== session) return;
      // Replaced by its node connecting again (or dropped by the broker): the next tick decides anew.
      held.delete(owner);
      sessions
        .release(owner, node)
        .catch((error: unknown) => log.warn({ err: error, owner }, 'ingest session lease not released'));
    });
  };

  startTicker(
    app,
    { tickMs: Math.max(1000, Math.floor(takeoverAfterMs / ticksPerSilence)), log, what: 'ingest takeover' },
    async () => {
      const now = clock.now();
      try {
        await sessions.beat(clientId, now);
      } catch (error) {
        beatingSince = undefined;
        throw error;
      }
      beatingSince ??= now;
      const silentSince = now - takeoverAfterMs;
      // Held sessions: the lease is renewed while their node stays silent, and let go once it beats again.
      for (const owner of [...held.keys()]) {
        if (!(await sessions.claim(owner, node, silentSince, now, takeoverAfterMs)))
          await letGo(owner, 'its node is back');
      }
      // Only a node whose own heartbeats went through for a whole interval judges others: after a database
      // outage every heartbeat is old, and the live nodes need a tick to write theirs again.
      if (now - beatingSince < takeoverAfterMs) return;
      for (const owner of await sessions.silent(clientId, node, silentSince, now))
        if (!held.has(owner)) await take(owner, silentSince, now);
    },
  );
  app.addHook('onClose', async () => {
    for (const owner of [...held.keys()]) await letGo(owner, 'this node stops');
  });
}
