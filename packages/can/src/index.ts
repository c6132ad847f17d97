// CAN databases and frames (issue 17): the DBC parser, decoding and encoding frames with a parsed DBC, and
// SAE J1939 ids. Shared by the server (upload, ingest, decode tool) and the device simulator (which encodes
// the frames it sends from the same parse the server decodes them with).
export { dbcId, isExtended, j1939Pgn, j1939Source } from './can-ids';
export { parseDbc } from './dbc-parse';
export { decodeDbcText } from './dbc-text';
export { DbcSyntaxError } from './dbc-tokens';
export { frameDecoder, type DecodedFrame, type FrameDecoder } from './frame-decoder';
export { encodeFrame, rawOf } from './frame-encoder';
