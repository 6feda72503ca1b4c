// Studio API methods and push topics of the manifest feature. Filled in by its issue.
export const manifestMethods = {};
export const manifestTopics = {};
