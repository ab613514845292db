import { contractProblem, type ObservedResponse } from './openapi-contract';

const pending = new Set<Promise<void>>();
const problems: string[] = [];

/**
 * Judges one answer against the OpenAPI document beside the test; `read` gives its body when the check
 * wants it. What disagrees is kept until the test ends (`settledProblems`).
 */
export function checkAgainstDocument(observed: Omit<ObservedResponse, 'body'>, read: () => Promise<string>) {
  const check = read()
    .then((body) => {
      const problem = contractProblem({ ...observed, body });
      if (problem) problems.push(problem);
    })
    // An answer the test aborted or the server cut off has no whole body to judge.
    .catch(() => undefined)
    .finally(() => pending.delete(check));
  pending.add(check);
}

/** Waits for the checks still reading and hands over (and forgets) what they found. */
export async function settledProblems(): Promise<string[]> {
  while (pending.size > 0) await Promise.all(pending);
  return problems.splice(0);
}
