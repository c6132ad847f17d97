import { benchFirstLoad } from './first-load';
import { benchIot } from './iot';
import { benchPlatform } from './platform';
import { benchRegisteredUsers } from './registered-users';
import { benchStatistics } from './statistics';
import { scenario, summaryTable } from './summary';

// Each part runs on a server of its own and to its end: a failure is a row of the summary, not the run's end.
await scenario('platform', async () => {
  await benchPlatform();
  return [];
});
// The consoles' sign-in pages as a first visit loads them, in Chromium, on a server of their own.
await scenario('first load', benchFirstLoad);
// The IoT figures run on servers of their own (issue 6: ingest, live latency, history; issue 35).
await benchIot();
// The registered-user list at 100,000 users runs on a server of its own (issue 5).
await scenario('registered users', async () => {
  await benchRegisteredUsers();
  return [];
});
// A month of daily statistics over 1,000 devices runs on a server of its own (issue 16).
await scenario('statistics', benchStatistics);
for (const line of summaryTable()) console.log(line);
