import type { CanFrame, DbcSampleView, DecodedFrameView } from '@fleetkey/contract';
import { isExtended, type FrameDecoder } from '@fleetkey/can';

/** Decodes a list of raw frames; frames with ids the DBC does not know are listed without signals and counted. */
export function decodeFrames(decoder: FrameDecoder, frames: readonly CanFrame[]): DbcSampleView {
  let unknown = 0;
  const decoded = frames.map((frame): DecodedFrameView => {
    const extended = isExtended(frame.id, frame.ext);
    const result = decoder.decode(frame.id, extended, Buffer.from(frame.data, 'hex'));
    if (!result) unknown += 1;
    return {
      time: frame.time ?? null,
      id: frame.id,
      extended,
      message: result?.message.name ?? null,
      signals: result?.signals ?? [],
    };
  });
  return { frames: decoded, unknown };
}
