import type { RuntimeContext } from './context.ts';
import type { ContentSourceDefinition } from './integration.ts';

/** What a content source's callbacks get: the props the platform sent and the resolved dependencies. */
export interface ContentSourceInput<Props extends object = Record<string, unknown>> {
  props: Props;
  dependencies: Record<string, unknown>;
}

/**
 * A content source (`contentSources` in createIntegration): `content_compute_revision` answers
 * `getRevision`'s output, `content_compute_document` answers `{document}` from `getPageDocument`.
 */
export function createContentSource<
  RevisionProps extends object = Record<string, unknown>,
  DocumentProps extends object = Record<string, unknown>,
  Context extends RuntimeContext = RuntimeContext,
>(source: {
  sourceId: string;
  getRevision(input: ContentSourceInput<RevisionProps>, context: Context): Promise<unknown>;
  getPageDocument(input: ContentSourceInput<DocumentProps>, context: Context): Promise<unknown>;
}): ContentSourceDefinition<Context> {
  return {
    sourceId: source.sourceId,
    async compute(event, context) {
      const input = { props: (event.props ?? {}) as never, dependencies: (event.dependencies ?? {}) as Record<string, unknown> };
      let output: unknown;
      if (event.type === 'content_compute_revision') output = await source.getRevision(input, context);
      else if (event.type === 'content_compute_document') output = { document: await source.getPageDocument(input, context) };
      else throw new Error(`A content source does not compute "${event.type}" events.`);
      return new Response(JSON.stringify(output), { headers: { 'content-type': 'application/json' } });
    },
  };
}
