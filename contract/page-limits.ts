// The numbers of the public pages' own behaviour (docs/product.md#limits), apart from the rest of
// contract/limits.ts so that a page's script carries these few and not every limit of the API.
export const pageLimits = {
  typewriterMsPerChar: 20,
  swipeThresholdPx: 40,
  calendarGridDays: 42,
  execBoardRowSize: 5,
} as const;
