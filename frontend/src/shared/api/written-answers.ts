import type { ApiRequest } from './api-types';

/**
 * Answers the server wrote into the page for its first calls (interfaces/http/first_view.py),
 * by language, call and body. Each is used once, by the first identical request of a guest;
 * later ones go out.
 */
export type WrittenAnswers = Map<string, unknown>;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, item]) => [key, canonical(item)]));
}

export function answerKey(language: string, path: string, body: Record<string, unknown> | undefined): string {
  return `${language} ${path} ${JSON.stringify(canonical(body ?? {}))}`;
}

/** The written answer for this request in `language`, taken out of the page's set, or undefined. */
export function takeWrittenAnswer(answers: WrittenAnswers, request: ApiRequest, language: string): unknown {
  if (request.formData || answers.size === 0) return undefined;
  const key = answerKey(language, request.path, request.body);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
