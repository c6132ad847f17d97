// npm run licence-key:rotate: makes a new Ed25519 key for offline licence files and makes it the active
// one. Earlier keys stay in DATA_DIR/licence-keys and stay served, so files they signed still verify.
// A running server picks the new key up at its next offline download; no restart is needed.
import { loadConfig } from '../config';
import { licenceSigningKeys } from '../modules/licensing/licences/signing-keys';
import { StartupError } from '../startup-error';

async function main(): Promise<void> {
  const keys = licenceSigningKeys(loadConfig().dataDir);
  const created = await keys.rotate();
  console.error(`licence-key:rotate: new active key ${created.keyId}`);
  process.stdout.write(created.publicKeyPem);
}

main().catch((error: unknown) => {
  console.error(
    `licence-key:rotate: ${error instanceof StartupError || error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
