// An email address found in an audit entry's text (a label like "Name <email>", its details as
// JSON), as a whole address and whatever its case: what an account's end replaces with the ended
// address (docs/product.md#privacy). A longer address that holds it (`bsam@example.co`, or
// `sam@example.com` for `sam@example.co`) is another person's and is left alone.

/** Characters an address may have before its local part, or after its domain. */
const beforeAddress = "[\\w.!#$%&'*+/=?^`{|}~-]";
const afterAddress = '[\\w-]|\\.[\\w-]';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every whole occurrence of `email` in a text, whatever its case. */
export const addressPattern = (email: string): RegExp =>
  new RegExp(`(?<!${beforeAddress})${escaped(email)}(?!${afterAddress})`, 'gi');

/** `text` with every whole occurrence of `email` replaced by `to`. */
export function replaceAddress(text: string, email: string, to: string): string {
  return text.replace(addressPattern(email), () => to);
}
