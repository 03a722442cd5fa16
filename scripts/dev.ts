/**
 * `npm run dev`: the API server (restarted on change) and Vite's dev server with hot reload, which proxies
 * /client/api and /api to it. Open the URL Vite prints (http://localhost:5173).
 */
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '3000';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: port, STATIC_DIR: '.tmp/no-static', NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
