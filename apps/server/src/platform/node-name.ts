import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** A name for this node in leases and logs: host, process and a random part (two starts never share it). */
export const nodeName = () => `${hostname().slice(0, 30)}:${process.pid}:${randomUUID().slice(0, 8)}`;
