import { hashKey, hydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { apiErrorOf } from './api-client';

/** A query the server answered while rendering the page: the data, or the refusal (status and error body). */
export type ServerAnswer = { key: QueryKey; data: unknown } | { key: QueryKey; status: number; body: unknown; retryAfterSeconds?: number };

/**
 * What a page rendered per request hands the app: the answers its HTML was rendered from, and when
 * they were read, so the first render in the browser is the server's own (hydration) and asks nothing again.
 */
export type ServerAnswers = { answeredAt: number; answers: ServerAnswer[] };

/** The element in which the server hands a page it rendered its answers. */
export const SERVER_ANSWERS_ELEMENT_ID = 'server-answers';

/**
 * Puts the answers in the query cache, as if the page had fetched them at `receivedAt`: the server's
 * `answeredAt` when it renders, and this device's clock in the browser, which counts down from it (an
 * offer's seconds left) as it does from any answer it fetched.
 */
export function seedServerAnswers(queryClient: QueryClient, { answers }: ServerAnswers, receivedAt: number): void {
  for (const answer of answers) {
    if ('data' in answer) {
      queryClient.setQueryData(answer.key, answer.data, { updatedAt: receivedAt });
      continue;
    }
    const error = apiErrorOf(answer.status, answer.body, { retryAfterSeconds: answer.retryAfterSeconds });
    hydrate(queryClient, {
      mutations: [],
      queries: [
        {
          queryKey: answer.key,
          queryHash: hashKey(answer.key),
          dehydratedAt: receivedAt,
          state: {
            data: undefined,
            dataUpdateCount: 0,
            dataUpdatedAt: 0,
            error,
            errorUpdateCount: 1,
            errorUpdatedAt: receivedAt,
            fetchFailureCount: 1,
            fetchFailureReason: error,
            fetchMeta: null,
            isInvalidated: false,
            status: 'error',
            fetchStatus: 'idle',
          },
        },
      ],
    });
  }
}

/** The answers as the page's HTML carries them; `<` is escaped so no text in them can end the script. */
export const serverAnswersScript = (answers: ServerAnswers): string =>
  `<script type="application/json" id="${SERVER_ANSWERS_ELEMENT_ID}">${JSON.stringify(answers).replace(/</g, '\\u003c')}</script>`;

/** The answers of the page the server rendered, if it did. */
export function embeddedServerAnswers(): ServerAnswers | null {
  const embedded = typeof document === 'undefined' ? null : document.getElementById(SERVER_ANSWERS_ELEMENT_ID)?.textContent;
  if (!embedded) return null;
  try {
    return JSON.parse(embedded) as ServerAnswers;
  } catch {
    // A broken embed costs the page its own requests, nothing more.
    return null;
  }
}
