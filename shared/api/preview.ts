// Studio API methods and push topics of the preview feature. Filled in by its issue.
export const previewMethods = {};
export const previewTopics = {};
