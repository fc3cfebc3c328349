import { DEFAULT_PER_PAGE } from '../query/query';
import { parseBoolean } from './parseBoolean';

/**
 * Page size of record lists. The per-page option is read as an integer (text such as "25" or
 * "25 items" gives 25, decimals are cut); a missing, negative or unreadable value gives the
 * default 30. With pagination off the page size is 0, which asks for every record.
 */
export function parsePerPage(perpage: unknown, paginationOn: unknown = true): number {
  if (parseBoolean(paginationOn) === false) return 0;
  // Only numbers and text are read: String() of an object from JSON such as {"toString": 0}
  // throws, and no other value names a page size.
  const parsed = typeof perpage === 'number' ? Math.trunc(perpage) : typeof perpage === 'string' ? Number.parseInt(perpage, 10) : NaN;
  if (!Number.isFinite(parsed) || parsed < 0) return DEFAULT_PER_PAGE;
  return parsed;
}
