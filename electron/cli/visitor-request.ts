import { UsageError } from './command.ts';

/**
 * The visitor request of a `fetch_visitor_authentication` event, as `trigger`'s flags and
 * `fire_event`'s fields give it: its search parameters, its cookies, and the logout action.
 */
export interface VisitorRequest {
  searchParams?: Record<string, string>;
  cookies?: Record<string, string>;
  logout?: boolean;
}

/**
 * The event fields `visitor` sets on a `type` event (the payload goes on top of them). They belong to
 * fetch_visitor_authentication alone: on another event they are refused, by the caller's own names for them.
 */
export function visitorOverrides(type: string, visitor: VisitorRequest, names: string): Record<string, unknown> {
  const { searchParams, cookies, logout } = visitor;
  if (searchParams === undefined && cookies === undefined && logout !== true) return {};
  if (type !== 'fetch_visitor_authentication') throw new UsageError(`${names} belong to fetch_visitor_authentication.`);
  return { ...(searchParams && { searchParams }), ...(cookies && { cookies }), ...(logout === true && { action: 'logout' }) };
}
