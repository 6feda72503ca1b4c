// Studio API methods and push topics of the inspector feature. Filled in by its issue.
export const inspectorMethods = {};
export const inspectorTopics = {};
