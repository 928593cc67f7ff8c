/**
 * An MSW resolver that holds every answer until `release()`, counting the calls: for tests of
 * what a form shows and ignores while its request is on the way.
 */
export function heldAnswer(answer: () => Response) {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held = {
    calls: 0,
    release: () => open(),
    resolver: async () => {
      held.calls++;
      await gate;
      return answer();
    },
  };
  return held;
}
