// Studio API methods and push topics of the host feature. Filled in by its issue.
export const hostMethods = {};
export const hostTopics = {};
