/** Types of debian-package.mjs. */
export function aptInstall(pkg: string): boolean;
