import { spawn } from 'node:child_process';

/**
 * Runs a command with inherited stdio and resolves with its exit code; rejects on a non-zero code
 * unless `allowFailure`. With `forward`, SIGINT/SIGTERM are passed to the child so it shuts down cleanly.
 */
export const run = (command, args, { env = process.env, allowFailure = false, forward = false } = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    const signals = ['SIGINT', 'SIGTERM'];
    const pass = (signal) => child.kill(signal);
    if (forward) for (const s of signals) process.on(s, pass);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (forward) for (const s of signals) process.off(s, pass);
      const status = code ?? (signal ? 1 : 0);
      if (status !== 0 && !allowFailure) reject(new Error(`${command} ${args.join(' ')} exited with ${status}`));
      else resolve(status);
    });
  });
