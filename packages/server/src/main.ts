import { loadStartConfig } from './config';
import { startServer } from './server';
import { demoPassword, demoUsers } from './services/demo-service';

const config = loadStartConfig();
const server = await startServer(config);
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
