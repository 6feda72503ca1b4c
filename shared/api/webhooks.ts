// Studio API methods and push topics of the webhooks feature. Filled in by its issue.
export const webhooksMethods = {};
export const webhooksTopics = {};
