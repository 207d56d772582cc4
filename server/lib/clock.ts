// Where the rules that depend on the time of day (RSVPs closing at an event's start) read the time:
// `Date.now()`, except in tests that set it to the instant they check.
export const clock = { now: (): number => Date.now() };
