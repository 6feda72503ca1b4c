import { assertOrganization, knownSpaces } from '../access.ts';
import { ApiFailure, ok } from '../answers.ts';
import { paragraphDocument } from '../shapes.ts';
import type { OperationCall, OperationHandlers } from './types.ts';

/**
 * The studio has no model: an answer to a question says so, quotes the question, and cites the
 * first page of each space the studio knows, so integrations exercise their answer and source paths.
 */
function answerTo(call: OperationCall, query: string) {
  const sources = [...knownSpaces(call.directory)].slice(0, 3).map((spaceId) => {
    const space = call.world.space(spaceId);
    return { type: 'page', page: 'page-getting-started', revision: space.revisionId, space: spaceId, sections: [] };
  });
  return {
    answer: paragraphDocument(`The studio's answer to “${query}”.`),
    followupQuestions: [`What else should I know about ${query}?`],
    sources,
  };
}

export const askOperations: OperationHandlers = {
  askInOrganization(call) {
    assertOrganization(call.directory, call.params.organizationId!);
    const { query } = call.body as { query: string };
    return ok({ answer: answerTo(call, query) });
  },

  /** Server-sent events, one `SearchAIAnswerStream` per event, as the platform streams them. */
  streamAskInOrganization(call) {
    assertOrganization(call.directory, call.params.organizationId!);
    const query = call.query.get('query');
    if (!query) throw new ApiFailure(400, 'The query parameter query is required.');
    const answer = answerTo(call, query);
    const partial = { ...answer, sources: [] };
    const events = [partial, answer].map((step) => `data: ${JSON.stringify({ type: 'answer', answer: step })}\n\n`).join('');
    return new Response(events, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  },
};
