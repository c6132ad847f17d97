import { DbcSyntaxError, decodeDbcText, frameDecoder, parseDbc, type FrameDecoder } from '@fleetkey/can';
import type { DbcDatabaseView } from '@fleetkey/contract';
import { readFile } from 'node:fs/promises';
import { AppError } from '../../../platform/errors/app-error';
import type { blobStore } from '../../../platform/files/blob-store';
import type { DbcFileRow } from './dbc-files.repository';
import { DBC_BLOBS } from './receive-dbc';

/** The parse, or 400 DBC_INVALID with the line and reason (never a 500 for a user's file). */
export function parseDbcOr400(text: string): DbcDatabaseView {
  try {
    return parseDbc(text);
  } catch (error) {
    if (error instanceof DbcSyntaxError) {
      throw AppError.of('DBC_INVALID', { line: error.line, reason: error.reason });
    }
    throw error;
  }
}

/** Parsed DBCs kept by content hash: decoding reads and parses a file once, not per call or message. */
const DECODER_CACHE_MAX = 32;

/** Stored DBC files read as text and compiled for decoding. */
export interface DbcDecoders {
  textOf: (row: DbcFileRow) => Promise<string>;
  decoderOf: (row: DbcFileRow) => Promise<FrameDecoder>;
}

/** Reads stored DBC files, keeping the compiled decoders of the last few by content hash. */
export function createDbcDecoders(blobs: Pick<ReturnType<typeof blobStore>, 'path'>): DbcDecoders {
  const decoders = new Map<string, FrameDecoder>();
  const textOf = async (row: DbcFileRow) => {
    const file = blobs.path(DBC_BLOBS, row.blobName);
    if (!file) throw AppError.of('NOT_FOUND');
    return decodeDbcText(await readFile(file));
  };
  return {
    textOf,
    decoderOf: async (row) => {
      const cached = decoders.get(row.sha256);
      if (cached) return cached;
      const decoder = frameDecoder(parseDbcOr400(await textOf(row)));
      if (decoders.size >= DECODER_CACHE_MAX) decoders.delete(decoders.keys().next().value ?? '');
      decoders.set(row.sha256, decoder);
      return decoder;
    },
  };
}
