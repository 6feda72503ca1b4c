export interface ValueLimits {
  depth: number;
  stringLength: number;
  entries: number;
}

/** Default limits of any value from hosted code or a client (README: "Values"): ContentKit trees, props, state, payloads. */
export const VALUE_LIMITS: ValueLimits = {
  depth: 128,
  stringLength: 10 * 1024 * 1024,
  entries: 1_000_000,
};

/** Which limit a value passed, and a message naming it and where. */
export interface ValueViolation {
  limit: 'depth' | 'string-length' | 'entries';
  message: string;
}

/**
 * Checks a value from hosted code or a client before anything serializes or stores it: nesting
 * depth, longest string (keys too) and total entries. It walks with its own stack, so a value
 * deep enough to overflow JSON.stringify's recursion is measured, not thrown on. Cycles cannot
 * come from JSON; a value seen twice is counted twice, which only errs towards refusing.
 */
export function checkValue(
  value: unknown,
  what: string,
  limits: ValueLimits = VALUE_LIMITS,
  outcome = 'it was not shown or stored',
): ValueViolation | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let entries = 0;
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.length > limits.stringLength) {
        return {
          limit: 'string-length',
          message: `${what} holds a string of ${current.length} characters, past the studio's limit of ${limits.stringLength}.`,
        };
      }
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= limits.depth) {
      return {
        limit: 'depth',
        message: `${what} is nested more than ${limits.depth} levels deep (objects and arrays), past the studio's limit; ${outcome}.`,
      };
    }
    const children = Array.isArray(current) ? current : Object.values(current);
    entries += children.length;
    if (entries > limits.entries) {
      return { limit: 'entries', message: `${what} has more than ${limits.entries} entries, past the studio's limit.` };
    }
    if (!Array.isArray(current)) {
      for (const key of Object.keys(current)) {
        if (key.length > limits.stringLength) {
          return {
            limit: 'string-length',
            message: `${what} has a key of ${key.length} characters, past the studio's limit of ${limits.stringLength}.`,
          };
        }
      }
    }
    for (const child of children) stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}

/**
 * A stored record (an installation's configuration) split into the fields that pass the guards and
 * those that do not. A value that got into a database before the guards (or was put there by hand)
 * must not stop the workspace from opening: the fields past a limit are set aside, each named.
 */
export function setAsideFields(
  record: Record<string, unknown>,
  what: (field: string) => string,
  outcome: string,
): { kept: Record<string, unknown>; setAside: { field: string; message: string }[] } {
  const kept: Record<string, unknown> = {};
  const setAside: { field: string; message: string }[] = [];
  for (const [field, value] of Object.entries(record)) {
    // Measured as the record holds it, so a field passes here exactly when the whole record could have been stored.
    const violation = checkValue({ [field]: value }, what(field), VALUE_LIMITS, outcome);
    if (violation)
      setAside.push({ field, message: violation.limit === 'depth' ? violation.message : `${violation.message.slice(0, -1)}; ${outcome}.` });
    // As JSON.parse made it: an own property, also for a field named `__proto__`.
    else Object.defineProperty(kept, field, { value, writable: true, enumerable: true, configurable: true });
  }
  return { kept, setAside };
}
