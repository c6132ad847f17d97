import { SUBUSER_UNPROFILED_ROLE } from '@fleetkey/contract';

/** How a sub-user's profile changes from what the form started with to what it chose. */
export type ProfileChange =
  { how: 'attach'; id: number } | { how: 'replace'; id: number } | { how: 'detach'; id: number } | undefined;

/**
 * The call a profile choice needs: POST (attach) when the sub-user wore none, so a profile another tab put
 * on meanwhile is refused rather than silently replaced; PUT (replace) from one profile to another; DELETE
 * (detach) to none; nothing when the choice is unchanged.
 */
export function profileChange(before: number, chosen: number | null): ProfileChange {
  const had = before === SUBUSER_UNPROFILED_ROLE ? null : before;
  if (chosen === had) return undefined;
  if (chosen === null) return { how: 'detach', id: before };
  return had === null ? { how: 'attach', id: chosen } : { how: 'replace', id: chosen };
}
