/** Debian packages the tests need (Chromium, nginx), installed when missing and this process is root. */
import { execFileSync } from 'node:child_process';

/**
 * Installs Debian's `packages` with one apt-get run; false when not root or when apt-get fails. Without
 * recommends: Chromium's (udev, upower, Mesa's drivers, printing, notifications) are some two hundred
 * packages that a headless browser with its GPU off never uses.
 */
export function aptInstall(...packages) {
  if (process.getuid?.() !== 0) return false;
  console.log(`[e2e] installing Debian's ${packages.join(', ')} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    // Without dpkg's fsync after each file: it holds up every other writer on the disk, and npm test runs beside it.
    const unsafeIo = ['-o', 'Dpkg::Options::=--force-unsafe-io'];
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...unsafeIo, ...packages], { stdio: 'inherit', env });
    return true;
  } catch {
    return false;
  }
}
