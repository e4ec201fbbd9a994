/** A page of rows as the backend pages them (MyBatis-Plus IPage). ASSUMED shape: the spec shows none. */
export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}
