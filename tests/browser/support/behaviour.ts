/**
 * One of several behaviours a test checks on the same page load or the same run: a failure
 * inside `steps` (an assertion, a wait that timed out) is reported with the behaviour's name
 * in front, so a test that covers many behaviours still says which one broke.
 */
export async function behaviour(name: string, steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    if (error instanceof Error) error.message = `${name}: ${error.message}`;
    throw error;
  }
}
