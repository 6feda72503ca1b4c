// Studio API methods and push topics of the installations feature. Filled in by its issue.
export const installationsMethods = {};
export const installationsTopics = {};
