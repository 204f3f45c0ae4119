import { COPY_MARKDOWN_ATTR, COPY_MARKDOWN_STATUS_ATTR } from "./copy-markdown-attributes";

/**
 * One listener for every "Copy page" button, installed once the page is
 * idle. It fetches the page's Markdown and puts it on the clipboard, then
 * says so (or says why not) in the button's live region.
 */
export function installCopyMarkdown(doc: Document = document): () => void {
  const onClick = async (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.(`[${COPY_MARKDOWN_ATTR}]`);
    if (!button) return;
    const status = button.parentElement?.querySelector(`[${COPY_MARKDOWN_STATUS_ATTR}]`);
    const say = (text: string) => {
      if (status) status.textContent = text;
    };
    try {
      const response = await fetch(button.getAttribute(COPY_MARKDOWN_ATTR) ?? "");
      if (!response.ok) throw new Error(`the Markdown could not be loaded (HTTP ${response.status})`);
      await navigator.clipboard.writeText(await response.text());
      say("Copied this page as Markdown.");
    } catch (error) {
      // A refused clipboard (insecure origin, permissions) or a network failure: say which.
      const reason =
        error instanceof Error && error.message.startsWith("the Markdown") ? error.message : "the clipboard refused it";
      say(`Could not copy: ${reason}. Use "View as Markdown" instead.`);
    }
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}
