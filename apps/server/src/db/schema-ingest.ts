// The table of the nodes' ingest sessions on an external broker (migration 042-ingest-sessions).

/** A node's persistent ingest session: its heartbeat, and who holds it while the node is silent. */
export interface IngestSessionsTable {
  clientId: string;
  heartbeatAt: number;
  /** The node that took the session over, while its lease runs. */
  takenBy: string | null;
  takenUntil: number | null;
}

/** The ingest session table. */
export interface IngestDatabase {
  ingestSessions: IngestSessionsTable;
}
