import { loadStartConfig } from './config';
import { buildWebApp } from './build-web-app';
import { startServer } from './server';
import { demoPassword, demoUsers } from './services/demo-service';

const config = loadStartConfig();
// `npm start` passes --build-web: the web app is built (when its sources changed) in a process of its
// own while the stores open and the demo seeds, and the server listens once both are done
const webReady = process.argv.includes('--build-web') ? buildWebApp() : undefined;
// a failed build is reported when the server awaits it, after the demo's seeding has ended cleanly
webReady?.catch(() => undefined);
const server = await startServer(config, webReady ? { webReady } : {});
console.log(`\nSpendlens is running at ${server.url}`);
if (config.demo.enabled) {
  console.log(`Demo users (password ${demoPassword}, demo only):`);
  for (const u of demoUsers) console.log(`  ${u.uid.padEnd(24)} role ${u.roles.join(', ')}`);
}
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void server.close().finally(() => process.exit(0));
  });
}
