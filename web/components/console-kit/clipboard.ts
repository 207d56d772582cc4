// Copies text with the Clipboard API; false when the browser refuses (no permission, an insecure
// page), so the page can say so and leave the text selectable instead.
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
