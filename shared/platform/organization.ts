/**
 * The organization the studio emulates, as the description's `Organization`: what the platform API
 * answers for it and what `environment.integration.owner` holds. App URLs point at a host that
 * does not exist; nothing follows them.
 */
export const PLATFORM_APP_ORIGIN = 'https://app.platform.local';

export function organizationShape(id: string) {
  return {
    object: 'organization' as const,
    id,
    title: 'Studio organization',
    createdAt: new Date(0).toISOString(),
    emailDomains: [],
    type: 'business',
    inviteLinks: false,
    plan: 'free',
    mergeRules: { type: 'none' },
    trial: { status: 'notapplicable', count: 0 },
    urls: { location: `${PLATFORM_APP_ORIGIN}/v1/orgs/${id}`, app: `${PLATFORM_APP_ORIGIN}/o/${id}` },
    // What the integration's token may do there, as the platform reports it to a member.
    permissions: {
      view: true,
      access: true,
      admin: false,
      ownTeam: false,
      createContent: false,
      createOpenAPISpec: false,
      viewBilling: false,
      listMembers: false,
      listTeams: false,
      listIntegrations: true,
      listInstallations: true,
      installIntegration: false,
    },
  };
}
