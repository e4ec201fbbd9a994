/** Debian packages the tests need (Chromium, nginx), installed when missing and this process is root. */
import { execFileSync } from 'node:child_process';

/** Installs Debian's `pkg` with apt-get; false when not root or when apt-get fails. */
export function aptInstall(pkg) {
  if (process.getuid?.() !== 0) return false;
  console.log(`[e2e] installing Debian's ${pkg} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], { stdio: 'inherit', env });
    return true;
  } catch {
    return false;
  }
}
