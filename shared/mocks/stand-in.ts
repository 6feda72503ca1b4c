/**
 * The names the studio's OAuth stand-in gives its answers in the journal (`mock` of an outbound
 * record): `oauth-stand-in:<provider>/<step>`. A colon is not allowed in a mock file's name, so no
 * mock of the folder can carry one.
 */
const PREFIX = 'oauth-stand-in:';

/** The provider's pages and endpoints the stand-in answers: authorize, token, OIDC userinfo and discovery, sign-out. */
export type StandInStep = 'authorize' | 'token' | 'userinfo' | 'discovery' | 'logout';

const STEPS: readonly string[] = ['authorize', 'token', 'userinfo', 'discovery', 'logout'] satisfies StandInStep[];

export const standInName = (provider: string, step: StandInStep) => `${PREFIX}${provider}/${step}`;

/** The provider and step of a stand-in answer's name, or null for a mock of the folder. */
export function standInOf(name: string): { provider: string; step: StandInStep } | null {
  if (!name.startsWith(PREFIX)) return null;
  const [provider, step] = name.slice(PREFIX.length).split('/');
  return provider && step && STEPS.includes(step) ? { provider, step: step as StandInStep } : null;
}
