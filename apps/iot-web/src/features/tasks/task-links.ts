/** The firmware screen showing a rollout's board (the rollout an OTA task's run started). */
export function rolloutBoardPath(devtype: string, rolloutId: string): string {
  return `/Home/Firmware?${new URLSearchParams({ devtype, rollout: rolloutId }).toString()}`;
}
