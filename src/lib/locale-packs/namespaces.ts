/** A locale glob's `{'<dir>/en/login.json': {...}}` into `{login: {...}}`. */
export function namespacesOf(files: Record<string, Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(files).map(([path, content]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), content]),
  );
}
