/** A setting that keeps the server from starting; main prints it as one line naming the setting. */
export class StartupError extends Error {
  constructor(
    readonly setting: string,
    message: string,
  ) {
    super(`${setting}: ${message}`);
    this.name = 'StartupError';
  }
}
